import {
  Button as AriaButton,
  Collection,
  ComboBox as AriaComboBox,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useState } from 'react';
import type { ComboBoxGroup, ComboBoxOption, ComboBoxProps } from './combo-box-types';
import styles from './combo-box.module.css';
import { AriaLocale } from './aria-locale';

export type { ComboBoxGroup, ComboBoxOption, ComboBoxProps } from './combo-box-types';

export interface ComboBoxInputProps<T extends ComboBoxOption> extends ComboBoxProps<T> {
  /** Inside the phone sheet: the sheet's title names the field, the input takes the focus, the list lies above the sheet. */
  inSheet?: boolean;
}

/**
 * A place autocomplete on React Aria's ComboBox (WAI-ARIA combobox with a listbox popup: arrows move through the
 * options, Enter chooses, Escape closes then clears). The list opens on focus so suggestions show before typing;
 * filtering is the caller's (an async service), so the options are shown as given, in their groups.
 */
export function ComboBoxInput<T extends ComboBoxOption>(props: ComboBoxInputProps<T>) {
  const { id, label, inputValue, groups, isLoading, emptyText, isInvalid, inSheet } = props;
  const byId = new Map(groups.flatMap((group) => group.options.map((option) => [option.id, option] as const)));
  const showEmpty = Boolean(isLoading || emptyText);
  // The chosen option's id while the input still shows its name: React Aria closes the list on a new selection.
  const [selectedId, setSelectedId] = useState<string | null>(null);
  function select(key: Key | null) {
    const option = key === null ? undefined : byId.get(String(key));
    setSelectedId(option ? option.id : null);
    if (option) props.onSelect(option);
  }
  return (
    <AriaLocale>
      <AriaComboBox
        className={[styles.comboBox, props.className].filter(Boolean).join(' ')}
        inputValue={inputValue}
        onInputChange={(text) => {
          if (selectedId !== null && text !== byId.get(selectedId)?.name) setSelectedId(null);
          props.onInputChange(text);
        }}
        items={groups}
        selectedKey={selectedId}
        onSelectionChange={select}
        // The caller holds the chosen place: a typed text stays as typed when focus leaves.
        allowsCustomValue
        allowsEmptyCollection={showEmpty}
        menuTrigger="focus"
        isInvalid={isInvalid}
        aria-describedby={props.errorId}
        onBlur={props.onBlur}
        autoFocus={inSheet}
      >
        <Label className={inSheet ? styles.hiddenLabel : styles.label}>{label}</Label>
        <div className={styles.field}>
          <Input id={id} className={styles.input} placeholder={props.placeholder} />
          {isLoading && <span className={styles.spinner} aria-hidden="true" />}
          {inputValue && (
            // slot={null}: not the ComboBox's own (list-opening) button.
            <AriaButton
              slot={null}
              className={styles.clear}
              aria-label={props.clearLabel}
              onPress={() => {
                setSelectedId(null);
                props.onClear();
              }}
            >
              <span aria-hidden="true">×</span>
            </AriaButton>
          )}
        </div>
        <Popover
          className={inSheet ? `${styles.popover} ${styles.sheetPopover}` : styles.popover}
          placement="bottom start"
          offset={4}
        >
          <ListBox<ComboBoxGroup<T>>
            className={styles.list}
            renderEmptyState={() => (
              <div className={styles.empty} role="status">
                {isLoading ? props.loadingText : emptyText}
              </div>
            )}
          >
            {(group) => (
              <ListBoxSection id={group.id} className={styles.section}>
                {group.title && <Header className={styles.header}>{group.title}</Header>}
                <Collection items={group.options}>
                  {(option) => (
                    <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
                      <span className={styles.name}>{option.name}</span>
                      {option.subtitle && <span className={styles.subtitle}>{option.subtitle}</span>}
                    </ListBoxItem>
                  )}
                </Collection>
              </ListBoxSection>
            )}
          </ListBox>
        </Popover>
      </AriaComboBox>
    </AriaLocale>
  );
}
