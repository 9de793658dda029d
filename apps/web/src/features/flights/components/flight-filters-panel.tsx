import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FlightProposalsPage } from '../api/retrieve-flight-proposals';
import { CheckboxFacet } from '../../../components/results/checkbox-facet';
import { FacetSection, FiltersPanel, ToggleOption } from '../../../components/results/filters-panel';
import { RangeFacet } from '../../../components/results/range-facet';
import { rangeFilter, rangeValue } from '../../../lib/number-range';
import { toggleValue } from '../../../lib/toggle-value';
import { baggageOptions, facetOptions, hasChoice } from '../model/facet-options';
import type { FacetCount } from '../model/facet-options';
import { EMPTY_FILTERS, countActiveFilters } from '../model/flight-view';
import type { FlightFilters, TimeRange } from '../model/flight-view';
import { minorUnit, useMoneyFormat } from '../../../lib/money';
import { minuteOfDayLabel } from '../model/itinerary-format';
import { durationLabel } from './duration';

export type FlightFiltersMetadata = FlightProposalsPage['filtersMetadata'];

export interface FlightFiltersPanelProps {
  metadata: FlightFiltersMetadata;
  filters: FlightFilters;
  onChange: (filters: FlightFilters) => void;
  currency: string;
  language: string;
  /** FF: the price ceiling (spec §9); the slider never goes above it. */
  priceCeiling: number | null;
  /** False inside the phone drawer, whose own title already says "Filters". */
  showHeading?: boolean;
}

const DAY = 1440;

/** The multi-choice (checkbox list) filters. */
type ListKey = {
  [K in keyof FlightFilters]: FlightFilters[K] extends readonly unknown[] ? K : never;
}[keyof FlightFilters];

function stopOptions(t: TFunction<'flights'>, counts: readonly FacetCount<number>[]) {
  return facetOptions(counts).map((option) => ({
    ...option,
    label: option.value === 0 ? t('stops.direct') : t('stops.count', { count: option.value }),
  }));
}

/** A full-day range reads as "no filter". */
const timeFilter = ([from, to]: [number, number]): TimeRange | null => (from <= 0 && to >= DAY ? null : { from, to });
const timeValue = (range: TimeRange | null): [number, number] => (range ? [range.from, range.to] : [0, DAY]);

/** Every flight facet of spec §3 with counts from the metadata (a sidebar on desktop, a drawer on phones). */
export function FlightFiltersPanel(props: FlightFiltersPanelProps) {
  const { metadata, filters, onChange, currency, language, priceCeiling, showHeading = true } = props;
  const { t } = useTranslation('flights');
  const formatMoney = useMoneyFormat();
  const set = <K extends keyof FlightFilters>(key: K, value: FlightFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const toggle =
    <K extends ListKey>(key: K) =>
    (value: FlightFilters[K][number], checked: boolean) =>
      set(key, toggleValue<string | number>(filters[key], value, checked) as FlightFilters[K]);
  const priceMax =
    priceCeiling === null
      ? metadata.price.max
      : Math.max(metadata.price.min, Math.min(metadata.price.max, priceCeiling));
  const priceMin = Math.min(metadata.price.min, priceMax);
  // Facet prices are minor units (contract); the slider labels show whole units of the brand currency.
  const unit = minorUnit(currency);
  const money = (value: number) =>
    formatMoney({ amount: Math.round(value / unit) * unit, currency }, { minimumFractionDigits: 0 });
  const minutes = (value: number) => durationLabel(t, value);
  // Direct-only sets both stops to 0 (spec §5): its own count, not the outbound stops' one.
  const directCount = metadata.directOnly ?? metadata.outboundStops.find((item) => item.value === 0)?.count ?? 0;
  const hasInbound = metadata.inboundStops.length > 0;
  const locations = [
    ['outboundDepartureLocations', 'filters.outboundDepartureLocations'],
    ['outboundArrivalLocations', 'filters.outboundArrivalLocations'],
    ['inboundDepartureLocations', 'filters.inboundDepartureLocations'],
    ['inboundArrivalLocations', 'filters.inboundArrivalLocations'],
  ] as const;

  return (
    <FiltersPanel
      title={t('filters.title')}
      showHeading={showHeading}
      clearLabel={t('filters.clearAll')}
      canClear={countActiveFilters(filters) > 0}
      onClear={() => onChange(EMPTY_FILTERS)}
    >
      <FacetSection legend={t('filters.stops')}>
        <ToggleOption
          checked={filters.directOnly}
          onChange={(checked) => set('directOnly', checked)}
          label={t('filters.directOnly')}
          count={directCount}
          language={language}
        />
      </FacetSection>
      <CheckboxFacet
        legend={t('filters.outboundStops')}
        options={stopOptions(t, metadata.outboundStops)}
        selected={filters.directOnly ? [0] : filters.outboundStops}
        disabled={filters.directOnly}
        onToggle={toggle('outboundStops')}
        language={language}
        namespace="flights"
      />
      {hasInbound && (
        <CheckboxFacet
          legend={t('filters.inboundStops')}
          options={stopOptions(t, metadata.inboundStops)}
          selected={filters.directOnly ? [0] : filters.inboundStops}
          disabled={filters.directOnly}
          onToggle={toggle('inboundStops')}
          language={language}
          namespace="flights"
        />
      )}

      <CheckboxFacet
        legend={t('filters.baggage')}
        options={baggageOptions(metadata.baggageIncluded).map((option) => ({
          ...option,
          label: t(option.value === 'CABIN' ? 'filters.cabinBag' : 'filters.checkedBag'),
        }))}
        selected={filters.baggage}
        onToggle={toggle('baggage')}
        language={language}
        namespace="flights"
      />

      {priceMax > priceMin && (
        <RangeFacet
          legend={t('filters.price')}
          min={priceMin}
          max={priceMax}
          value={rangeValue(filters.price, priceMin, priceMax)}
          format={money}
          handleLabels={[t('filters.priceMin'), t('filters.priceMax')]}
          onCommit={(value) => set('price', rangeFilter(value, priceMin, priceMax))}
        />
      )}

      <RangeFacet
        legend={t('filters.outboundTime')}
        min={0}
        max={DAY}
        step={30}
        value={timeValue(filters.outboundTime)}
        format={minuteOfDayLabel}
        handleLabels={[t('filters.outboundTimeFrom'), t('filters.outboundTimeTo')]}
        onCommit={(value) => set('outboundTime', timeFilter(value))}
      />
      {hasInbound && (
        <RangeFacet
          legend={t('filters.inboundTime')}
          min={0}
          max={DAY}
          step={30}
          value={timeValue(filters.inboundTime)}
          format={minuteOfDayLabel}
          handleLabels={[t('filters.inboundTimeFrom'), t('filters.inboundTimeTo')]}
          onCommit={(value) => set('inboundTime', timeFilter(value))}
        />
      )}

      {metadata.tripDuration.max > metadata.tripDuration.min && (
        <RangeFacet
          single
          legend={t('filters.tripDuration')}
          min={metadata.tripDuration.min}
          max={metadata.tripDuration.max}
          step={15}
          value={[metadata.tripDuration.min, filters.maxDuration ?? metadata.tripDuration.max]}
          format={minutes}
          handleLabels={[t('filters.tripDurationMax')]}
          onCommit={([, max]) => set('maxDuration', max >= metadata.tripDuration.max ? null : max)}
        />
      )}
      {metadata.connectionTime.max > 0 && (
        <RangeFacet
          single
          legend={t('filters.connectionTime')}
          min={0}
          max={metadata.connectionTime.max}
          step={15}
          value={[0, filters.maxConnection ?? metadata.connectionTime.max]}
          format={minutes}
          handleLabels={[t('filters.connectionTimeMax')]}
          onCommit={([, max]) => set('maxConnection', max >= metadata.connectionTime.max ? null : max)}
        />
      )}

      <CheckboxFacet
        legend={t('filters.airlines')}
        options={facetOptions(metadata.inclusiveProviders)}
        selected={filters.airlines}
        onToggle={toggle('airlines')}
        visible={6}
        language={language}
        namespace="flights"
      />

      {locations.map(([key, legend]) =>
        hasChoice(metadata[key]) ? (
          <CheckboxFacet
            key={key}
            legend={t(legend)}
            options={facetOptions(metadata[key]).map((option) => ({
              ...option,
              label: `${option.label} (${option.value})`,
            }))}
            selected={filters[key]}
            onToggle={toggle(key)}
            language={language}
            namespace="flights"
          />
        ) : null,
      )}
    </FiltersPanel>
  );
}
