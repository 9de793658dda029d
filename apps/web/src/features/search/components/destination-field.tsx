import type { ProductType } from '@wayfare/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoComplete } from '../../../components/ui/select';
import { useBrand } from '../../../lib/brand-context';
import { useSearchDestinations } from '../api/search-destinations';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  MIN_TERM_LENGTH,
  filterDestinations,
  foldText,
  fromDestinationItem,
  isUnnamed,
  nameForCode,
} from '../model/destination-options';
import type { DestinationOption } from '../model/destination-options';
import { FieldShell } from './field-shell';
import styles from './search-box.module.css';
import { useDebouncedValue } from './use-debounced-value';

export interface PlaceValue {
  code: string;
  name: string;
}

export interface DestinationFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: PlaceValue | null;
  onChange: (value: PlaceValue | null) => void;
  /** Asked of the autocomplete service (F: airports and cities only). */
  productType: ProductType;
  /** The brand's own destinations: shown before typing, and instead of the service when it fails. */
  fallback: readonly DestinationOption[];
  error?: string | undefined;
}

/**
 * A place picker over the autocomplete service (debounced TanStack query). While the service fails (e.g. 501)
 * the brand's destinations filtered on the client stand in, silently: the visitor can still search.
 */
export function DestinationField(props: DestinationFieldProps) {
  const { id, label, placeholder, value, onChange, productType, fallback, error } = props;
  const { t } = useTranslation('search');
  const { language } = useBrand();
  const [text, setText] = useState(value?.name ?? '');
  const [shownValue, setShownValue] = useState(value);
  // The parent may set the value (a proposal clicked on the landing): show its name.
  if (shownValue !== value) {
    setShownValue(value);
    if (value) setText(value.name);
  }
  // A code from the URL that the brand's own list does not name (a shared link, a reload): ask the service for its
  // name once, so the field shows "Rome" rather than "ROM".
  const unnamedCode = value && isUnnamed(value) ? value.code : '';
  const naming = useSearchDestinations({ input: { term: unnamedCode, language, productType } });
  const foundName =
    unnamedCode && naming.isSuccess ? nameForCode(unnamedCode, naming.data.map(fromDestinationItem)) : null;
  if (foundName && value && text === value.name) setText(foundName);
  const term = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const query = useSearchDestinations({ input: { term, language, productType } });

  const options: DestinationOption[] = useMemo(() => {
    const typed = text.trim();
    if (typed.length >= MIN_TERM_LENGTH && query.isSuccess && !query.isError && term.length >= MIN_TERM_LENGTH) {
      return query.data.map(fromDestinationItem);
    }
    return filterDestinations(fallback, typed);
  }, [text, term, query.isSuccess, query.isError, query.data, fallback]);

  function select(option: DestinationOption) {
    setText(option.name);
    onChange({ code: option.code, name: option.name });
  }

  function onBlur() {
    if (value || !text.trim()) return;
    // A typed name or code that matches an option exactly counts as choosing it.
    const folded = foldText(text);
    const exact = options.find((option) => foldText(option.name) === folded || option.code.toLowerCase() === folded);
    if (exact) select(exact);
  }

  return (
    <FieldShell id={id} label={label} error={error}>
      <AutoComplete
        id={id}
        value={text}
        className={styles.control}
        placeholder={placeholder}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // A city and its airport share a code: the option value only has to be unique in the list.
        options={options.map((option, index) => ({
          value: `${option.type}:${option.code}:${index}`,
          label: (
            <span className={styles.option}>
              <span className={styles.optionName}>{option.name}</span>
              {option.subtitle && <span className={styles.optionSubtitle}>{option.subtitle}</span>}
            </span>
          ),
          option,
        }))}
        onSearch={(next) => {
          setText(next);
          if (value) onChange(null);
        }}
        onSelect={(_key: string, entry: { option: DestinationOption }) => select(entry.option)}
        onBlur={onBlur}
        notFoundContent={text.trim().length >= MIN_TERM_LENGTH ? t('noDestinations') : null}
        allowClear={{ clearIcon: <span aria-label={t('clear')}>×</span> }}
        onClear={() => {
          setText('');
          onChange(null);
        }}
        popupMatchSelectWidth={false}
        classNames={{ popup: { root: styles.popup } }}
      />
    </FieldShell>
  );
}
