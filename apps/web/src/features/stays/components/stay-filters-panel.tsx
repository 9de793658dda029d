import type { MealPlan } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { CheckboxFacet } from '../../../components/results/checkbox-facet';
import { FacetSection, FiltersPanel, ToggleOption } from '../../../components/results/filters-panel';
import shared from '../../../components/results/filters.module.css';
import { RangeFacet } from '../../../components/results/range-facet';
import { Radio, RadioGroup } from '../../../components/ui/kit/radio-group';
import { rangeFilter, rangeValue } from '../../../lib/number-range';
import { toggleValue } from '../../../lib/toggle-value';
import type { StayFiltersMetadata } from '../api/retrieve-stay-proposals';
import { minorUnit, useMoneyFormat } from '../../../lib/money';
import { EMPTY_STAY_FILTERS, countActiveStayFilters, toggleMealPlan } from '../model/stay-view';
import type { StayFilters } from '../model/stay-view';
import styles from './stay-filters.module.css';
import { numberFormat } from '../../../lib/intl-format';
import { amenityLabel, characteristicLabel, mealPlanLabel, propertyTypeLabel } from '../../../lib/facet-labels';

export interface StayFiltersPanelProps {
  metadata: StayFiltersMetadata;
  filters: StayFilters;
  onChange: (filters: StayFilters) => void;
  currency: string;
  language: string;
}

/** Every accommodation facet of spec §3 with its counts (a sidebar on desktop, a drawer on phones). */
export function StayFiltersPanel({ metadata, filters, onChange, currency, language }: StayFiltersPanelProps) {
  const { t } = useTranslation('stays');
  const set = <K extends keyof StayFilters>(key: K, value: StayFilters[K]) => onChange({ ...filters, [key]: value });
  const number = numberFormat(language);
  const price = metadata['price-range'];
  const priceMin = Math.floor(price.min);
  const priceMax = Math.ceil(price.max);
  const formatMoney = useMoneyFormat();
  // Facet prices are minor units (contract); the labels show whole units of the brand currency.
  const unit = minorUnit(currency);
  const money = (value: number) =>
    formatMoney({ amount: Math.round(value / unit) * unit, currency }, { minimumFractionDigits: 0 });
  const ratingName = `rating-${language}`;

  return (
    <FiltersPanel
      title={t('filters.title')}
      clearLabel={t('filters.clearAll')}
      canClear={countActiveStayFilters(filters) > 0}
      onClear={() => onChange(EMPTY_STAY_FILTERS)}
    >
      {filters.area && (
        <div className={styles.areaNote} role="status">
          <span>{t('filters.areaActive')}</span>
          <button type="button" className={shared.clear} onClick={() => set('area', null)}>
            {t('filters.areaClear')}
          </button>
        </div>
      )}

      <FacetSection legend={t('filters.popular')}>
        <ul className={shared.options}>
          <ToggleOption
            as="li"
            checked={filters.freeCancellation}
            onChange={(checked) => set('freeCancellation', checked)}
            label={t('filters.freeCancellation')}
            count={metadata['free-cancellation']}
            language={language}
          />
          <ToggleOption
            as="li"
            checked={filters.promotion}
            onChange={(checked) => set('promotion', checked)}
            label={t('filters.promotion')}
            count={metadata.promotion}
            language={language}
          />
        </ul>
      </FacetSection>

      {priceMax > priceMin && (
        <RangeFacet
          step={priceMax - priceMin > 500 ? 10 : 1}
          legend={t('filters.price')}
          min={priceMin}
          max={priceMax}
          value={rangeValue(filters.price, priceMin, priceMax)}
          format={money}
          handleLabels={[t('filters.priceMin'), t('filters.priceMax')]}
          onCommit={(value) => set('price', rangeFilter(value, priceMin, priceMax))}
        />
      )}

      <CheckboxFacet<number>
        legend={t('filters.stars')}
        options={[...metadata.stars]
          .sort((a, b) => b.value - a.value)
          .map((item) => ({
            ...item,
            label: item.value === 0 ? t('filters.unrated') : t('card.stars', { count: item.value }),
          }))}
        selected={filters.stars}
        onToggle={(value, checked) => set('stars', toggleValue(filters.stars, value, checked))}
        language={language}
        namespace="stays"
        lockEmpty
      />

      <FacetSection legend={t('filters.rating')}>
        <RadioGroup
          label={t('filters.rating')}
          hideLabel
          name={ratingName}
          value={String(filters.minRating ?? 0)}
          onChange={(value) => set('minRating', Number(value) === 0 ? null : Number(value))}
        >
          <Radio value="0">
            <span className={shared.optionLabel}>{t('filters.anyRating')}</span>
          </Radio>
          {metadata['opinion-rating'].map((item) => (
            <Radio
              key={item.value}
              value={String(item.value)}
              isDisabled={item.count === 0 && filters.minRating !== item.value}
            >
              <span className={shared.option}>
                <span className={shared.optionLabel}>
                  {t('filters.ratingAtLeast', { score: number.format(item.value) })}
                </span>
                <span className={shared.count}>{number.format(item.count)}</span>
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </FacetSection>

      <CheckboxFacet<MealPlan>
        legend={t('filters.mealPlan')}
        options={metadata['meal-plan'].map((item) => ({ ...item, label: mealPlanLabel(t, item.value) }))}
        selected={filters.mealPlans}
        onToggle={(value, checked) => set('mealPlans', toggleMealPlan(filters.mealPlans, value, checked))}
        language={language}
        namespace="stays"
        lockEmpty
      />

      <CheckboxFacet<string>
        legend={t('filters.propertyType')}
        options={metadata['property-type'].map((item) => ({
          ...item,
          label: propertyTypeLabel(t, item.value),
        }))}
        selected={filters.propertyTypes}
        onToggle={(value, checked) => set('propertyTypes', toggleValue(filters.propertyTypes, value, checked))}
        language={language}
        namespace="stays"
        lockEmpty
      />

      <CheckboxFacet<string>
        legend={t('filters.amenities')}
        options={metadata.amenities.map((item) => ({
          ...item,
          label: amenityLabel(t, item.value),
        }))}
        selected={filters.amenities}
        onToggle={(value, checked) => set('amenities', toggleValue(filters.amenities, value, checked))}
        language={language}
        namespace="stays"
        lockEmpty
        visible={6}
      />

      <CheckboxFacet<string>
        legend={t('filters.characteristics')}
        options={metadata.characteristics.map((item) => ({
          ...item,
          label: characteristicLabel(t, item.value),
        }))}
        selected={filters.characteristics}
        onToggle={(value, checked) => set('characteristics', toggleValue(filters.characteristics, value, checked))}
        language={language}
        namespace="stays"
        lockEmpty
        visible={6}
      />
    </FiltersPanel>
  );
}
