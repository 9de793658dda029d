import type { ProductType } from '@wayfare/contract';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './search-box.module.css';

export interface ProductTabsProps {
  products: readonly ProductType[];
  active: ProductType;
  onChange: (product: ProductType) => void;
}

/**
 * The product choice as a radio group of tab-looking buttons, in the brand's productTypesOrder. Arrow keys move
 * between products (one tab stop, like native radios).
 */
export function ProductTabs({ products, active, onChange }: ProductTabsProps) {
  const { t } = useTranslation('search');

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = products[(index + step + products.length) % products.length];
    if (!next) return;
    onChange(next);
    const group = event.currentTarget.parentElement;
    group?.querySelector<HTMLButtonElement>(`[data-product="${next}"]`)?.focus();
  }

  return (
    <div role="radiogroup" aria-label={t('productLabel')} className={styles.tabs}>
      {products.map((product, index) => (
        <button
          key={product}
          type="button"
          role="radio"
          aria-checked={product === active}
          tabIndex={product === active ? 0 : -1}
          data-product={product}
          className={product === active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onChange(product)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`products.${product}`)}
        </button>
      ))}
    </div>
  );
}
