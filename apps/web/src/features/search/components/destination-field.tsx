import type { ProductType } from '@wayfare/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox } from '../../../components/ui/kit/combo-box';
import { useBrand } from '../../../lib/brand-context';
import { useSearchDestinations } from '../api/search-destinations';
import { groupDestinations } from '../model/destination-groups';
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
 * A place picker (kit ComboBox) over the autocomplete service (debounced TanStack query), results grouped by
 * cities, airports and hotels. While the service fails (e.g. 501) the brand's destinations filtered on the
 * client stand in, silently: the visitor can still search.
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
  const typed = text.trim();
  const term = useDebouncedValue(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  // The chosen place's own name (or the name the service gave its code) is not a search: the list then shows the
  // suggestions again, and a named URL code asks the service nothing more.
  const placeName = foundName ?? value?.name;
  const searching = typed.length >= MIN_TERM_LENGTH && !(value && typed === placeName);
  const query = useSearchDestinations({ input: { term: searching ? term : '', language, productType } });
  const fromService = searching && term.length >= MIN_TERM_LENGTH && query.isSuccess && !query.isError;

  const options: DestinationOption[] = useMemo(() => {
    if (fromService) return query.data.map(fromDestinationItem);
    return filterDestinations(fallback, searching ? typed : '');
  }, [fromService, query.data, fallback, searching, typed]);
  const groups = useMemo(
    () => groupDestinations(options, !searching).map((group) => ({ ...group, title: t(`placeGroups.${group.id}`) })),
    [options, searching, t],
  );
  const waiting = searching && (typed !== term || query.isFetching);
  // The name of the option just picked, until the text changes. The phone sheet closes on a pick, and its input's
  // blur then runs with the props of the render before the pick (no value yet, the typed "rom"): without this the
  // blur rule below took the typed city over the airport just tapped (FCO became ROM, all Rome airports).
  const picked = useRef<string | null>(null);

  function select(option: DestinationOption) {
    picked.current = option.name;
    setText(option.name);
    onChange({ code: option.code, name: option.name });
  }

  function onBlur() {
    if (value || !typed || picked.current !== null) return;
    // A typed name or code that matches an option exactly counts as choosing it.
    const folded = foldText(text);
    const exact = options.find((option) => foldText(option.name) === folded || option.code.toLowerCase() === folded);
    if (exact) select(exact);
  }

  return (
    <div className={styles.field}>
      <ComboBox
        id={id}
        label={label}
        placeholder={placeholder}
        inputValue={text}
        onInputChange={(next) => {
          if (next !== picked.current) picked.current = null;
          setText(next);
          if (value && next !== value.name) onChange(null);
        }}
        groups={groups}
        onSelect={select}
        onClear={() => {
          picked.current = null;
          setText('');
          onChange(null);
        }}
        onBlur={onBlur}
        isLoading={waiting}
        loadingText={t('searchingPlaces')}
        emptyText={searching && !waiting ? t('noDestinations') : null}
        clearLabel={t('clear')}
        doneLabel={t('travellers.done')}
        isInvalid={Boolean(error)}
        errorId={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
