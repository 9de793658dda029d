import { Button } from '../../../components/ui/kit/button';
import { getAt, moveItem } from '../model/document-path';
import { DocSelect, DocText } from './doc-fields';
import { useEditor } from './editor-context';
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
  /** Name of one item ("Deal"), for headings and buttons. */
  itemName: string;
  fields: readonly ListField[];
  /** A new item, filled in by the editor afterwards. */
  template: () => Record<string, unknown>;
}

/** Items of a list in the draft (deals, destinations, proposals, products): edit, add, remove, reorder. */
export function ListEditor({ path, itemName, fields, template }: ListEditorProps) {
  const { document, set } = useEditor();
  const raw = getAt(document, path);
  const items = Array.isArray(raw) ? (raw as Record<string, unknown>[]) : [];
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <fieldset key={index} className={styles.item}>
          <legend className={styles.itemTitle}>
            {itemName} {index + 1}
            {typeof item.title === 'string' || typeof item.name === 'string'
              ? `: ${String(item.title ?? item.name)}`
              : ''}
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
              Move up
            </Button>
            <Button
              variant="ghost"
              isDisabled={index === items.length - 1}
              onPress={() => set(path, moveItem(items, index, index + 1))}
            >
              Move down
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
              Remove {itemName.toLowerCase()} {index + 1}
            </Button>
          </div>
        </fieldset>
      ))}
      <Button variant="secondary" onPress={() => set(path, [...items, template()])}>
        Add {itemName.toLowerCase()}
      </Button>
    </div>
  );
}
