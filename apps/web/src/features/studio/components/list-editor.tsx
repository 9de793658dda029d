import { Button } from '../../../components/ui/kit/button';
import { getAt, moveItem } from '../model/document-path';
import { DocSelect, DocText } from './doc-fields';
import { useEditor } from './editor-context';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';

export interface ListField {
  key: string;
  label: string;
  options?: readonly { value: string; label: string }[];
  optional?: boolean;
}

interface ListEditorProps {
  /** Path of the array in the draft. */
  path: string;
  /** Name of one item ("Deal"), in the studio's language, for headings and buttons. */
  itemName: string;
  fields: readonly ListField[];
  /** A new item, filled in by the editor afterwards. */
  template: () => Record<string, unknown>;
}

/** Items of a list in the draft (deals, destinations, proposals, products): edit, add, remove, reorder. */
export function ListEditor({ path, itemName, fields, template }: ListEditorProps) {
  const t = useStudioText();
  const lower = itemName.toLocaleLowerCase();
  const { document, set } = useEditor();
  const raw = getAt(document, path);
  const items = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <fieldset key={index} className={styles.item}>
          <legend className={styles.itemTitle}>
            {typeof item.title === 'string' || typeof item.name === 'string'
              ? t('list.itemTitleNamed', { item: itemName, index: index + 1, name: String(item.title ?? item.name) })
              : t('list.itemTitle', { item: itemName, index: index + 1 })}
          </legend>
          <div className={styles.grid}>
            {fields.map((field) =>
              field.options ? (
                <DocSelect
                  key={field.key}
                  path={`${path}.${index}.${field.key}`}
                  label={field.label}
                  options={field.options}
                />
              ) : (
                <DocText
                  key={field.key}
                  path={`${path}.${index}.${field.key}`}
                  label={field.label}
                  optional={field.optional}
                />
              ),
            )}
          </div>
          <div className={styles.itemActions}>
            <Button
              variant="ghost"
              isDisabled={index === 0}
              onPress={() => set(path, moveItem(items, index, index - 1))}
            >
              {t('list.moveUp')}
            </Button>
            <Button
              variant="ghost"
              isDisabled={index === items.length - 1}
              onPress={() => set(path, moveItem(items, index, index + 1))}
            >
              {t('list.moveDown')}
            </Button>
            <Button
              variant="ghost"
              onPress={() =>
                set(
                  path,
                  items.filter((_, other) => other !== index),
                )
              }
            >
              {t('list.remove', { item: lower, index: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <Button variant="secondary" onPress={() => set(path, [...items, template()])}>
        {t('list.add', { item: lower })}
      </Button>
    </div>
  );
}
