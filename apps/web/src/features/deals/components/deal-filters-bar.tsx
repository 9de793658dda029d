import type { ProductType } from '@wayfare/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealFilterOptions } from '../model/deal-filter-options';
import { countDealFilters, DEAL_FILTER_PARAMS, EMPTY_DEAL_FILTERS, parseDealFilters } from '../model/deal-filters';
import type { DealFilters } from '../model/deal-filters';
import { useMoneyFormat } from '../../../lib/money';
import { formatMonth } from '../model/deal-format';
import styles from './deal-filters-bar.module.css';

export interface DealFiltersBarProps {
  filters: DealFilters;
  options: DealFilterOptions;
  currency: string;
  language: string;
  onChange: (filters: DealFilters) => void;
}

interface FieldProps {
  /** The filter's URL name, also the select's: the bar reads the choices made before hydration by it. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: { value: string; label: string }[];
  anyLabel: string;
}

/** A native select: the platform's own picker on phones, and fully keyboard- and screen-reader-friendly. */
function FilterField({ name, label, value, onChange, choices, anyLabel }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters the form's selects show, read as the URL would be (a bad value counts as none). */
function earlyChoices(form: HTMLFormElement): DealFilters {
  const params = new URLSearchParams();
  for (const name of DEAL_FILTER_PARAMS) {
    const select = form.elements.namedItem(name);
    if (select instanceof HTMLSelectElement && select.value) params.set(name, select.value);
  }
  return parseDealFilters(params).filters;
}

/** The /deals filters: destination, product, month and price (spec §2 deals list), each written to the URL. */
export function DealFiltersBar({ filters, options, currency, language, onChange }: DealFiltersBarProps) {
  const { t } = useTranslation('deals');
  const formatMoney = useMoneyFormat();
  const set = (patch: Partial<DealFilters>) => onChange({ ...filters, ...patch });
  const form = useRef<HTMLFormElement>(null);
  const initial = useRef({ filters, onChange });
  // The list is server-rendered: a choice made before the page hydrated changed the select but reached no state
  // (the list stayed unfiltered under "Flight + Hotel"). Once, at mount: what the selects show wins.
  useEffect(() => {
    const shown = form.current ? earlyChoices(form.current) : null;
    const { filters: current, onChange: apply } = initial.current;
    if (shown && DEAL_FILTER_PARAMS.some((name) => shown[name] !== current[name])) apply(shown);
  }, []);
  // A filter set by a link keeps its choice even when no deal has it any more (it then shows no deal).
  const withCurrent = (choices: { value: string; label: string }[], current: string | null, label: string) =>
    current === null || choices.some((choice) => choice.value === current)
      ? choices
      : [...choices, { value: current, label }];
  const destinationChoices = options.destinations.map((item) => ({ value: item.code, label: item.name }));
  const productChoices = options.products.map((type) => ({ value: type, label: t(`products.${type}`) }));
  const monthChoices = options.months.map((month) => ({ value: month, label: formatMonth(month, language) }));
  // Ceilings are minor units of the brand currency, like every amount (they are round: no cents to show).
  const priceLabel = (amount: number) =>
    t('filters.upTo', { amount: formatMoney({ amount, currency }, { minimumFractionDigits: 0 }) });
  const priceChoices = options.maxPrices.map((amount) => ({ value: String(amount), label: priceLabel(amount) }));
  return (
    <form
      ref={form}
      className={styles.bar}
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterField
        name="destination"
        label={t('filters.destination')}
        value={filters.destination ?? ''}
        anyLabel={t('filters.any')}
        choices={withCurrent(destinationChoices, filters.destination, filters.destination ?? '')}
        onChange={(value) => set({ destination: value || null })}
      />
      <FilterField
        name="product"
        label={t('filters.product')}
        value={filters.product ?? ''}
        anyLabel={t('filters.any')}
        choices={withCurrent(productChoices, filters.product, filters.product ? t(`products.${filters.product}`) : '')}
        onChange={(value) => set({ product: (value || null) as ProductType | null })}
      />
      <FilterField
        name="month"
        label={t('filters.month')}
        value={filters.month ?? ''}
        anyLabel={t('filters.anyMonth')}
        choices={withCurrent(monthChoices, filters.month, filters.month ? formatMonth(filters.month, language) : '')}
        onChange={(value) => set({ month: value || null })}
      />
      <FilterField
        name="maxPrice"
        label={t('filters.maxPrice')}
        value={filters.maxPrice === null ? '' : String(filters.maxPrice)}
        anyLabel={t('filters.anyPrice')}
        choices={withCurrent(
          priceChoices,
          filters.maxPrice === null ? null : String(filters.maxPrice),
          filters.maxPrice === null ? '' : priceLabel(filters.maxPrice),
        )}
        onChange={(value) => set({ maxPrice: value ? Number(value) : null })}
      />
      <button
        type="button"
        className={styles.clear}
        disabled={countDealFilters(filters) === 0}
        onClick={() => onChange(EMPTY_DEAL_FILTERS)}
      >
        {t('filters.clear')}
      </button>
    </form>
  );
}
