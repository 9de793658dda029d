import { productTypeSchema } from '@wayfare/contract';
import { Button } from '../../../components/ui/kit/button';
import { Select } from '../../../components/ui/kit/select';
import { getAt, moveItem } from '../model/document-path';
import { useEditor } from './editor-context';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';

const OPTIONS = productTypeSchema.options.map((value) => ({ value, label: value }));
const PATH = 'attributes.brandDetails.productTypesOrder';

/** The order of the brand's products in the search box (spec §3 productTypesOrder). */
export function ProductOrderEditor() {
  const t = useStudioText();
  const { document, set, errorFor } = useEditor();
  const raw = getAt(document, PATH);
  const order = Array.isArray(raw) ? (raw as string[]) : [];
  return (
    <ol className={styles.list}>
      {order.map((product, index) => (
        <li key={`${product}-${index}`} className={styles.orderRow}>
          <Select
            label={t('products.position', { index: index + 1 })}
            options={OPTIONS}
            value={product}
            onChange={(next) => set(`${PATH}.${index}`, next)}
            errorMessage={errorFor(`${PATH}.${index}`)}
          />
          <Button variant="ghost" isDisabled={index === 0} onPress={() => set(PATH, moveItem(order, index, index - 1))}>
            {t('products.up')}
          </Button>
          <Button
            variant="ghost"
            isDisabled={index === order.length - 1}
            onPress={() => set(PATH, moveItem(order, index, index + 1))}
          >
            {t('products.down')}
          </Button>
          <Button
            variant="ghost"
            onPress={() =>
              set(
                PATH,
                order.filter((_, other) => other !== index),
              )
            }
          >
            {t('products.remove')}
          </Button>
        </li>
      ))}
      {errorFor(PATH) && (
        <li role="alert" className={styles.error}>
          {errorFor(PATH)}
        </li>
      )}
      <li>
        <Button variant="secondary" onPress={() => set(PATH, [...order, 'H'])}>
          {t('products.addToOrder')}
        </Button>
      </li>
    </ol>
  );
}
