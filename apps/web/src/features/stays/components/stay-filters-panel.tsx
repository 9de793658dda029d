import type { MealPlan } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Checkbox, Radio } from '../../../components/ui/form';
import type { StayFiltersMetadata } from '../api/retrieve-stay-proposals';
import { formatMoney } from '../model/stay-format';
import { EMPTY_STAY_FILTERS, countActiveStayFilters, toggleMealPlan } from '../model/stay-view';
import type { StayFilters } from '../model/stay-view';
import { FacetCheckboxes, toggleIn } from './facet-checkboxes';
import { PriceFacet } from './price-facet';
import styles from './stay-filters.module.css';

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
  const number = new Intl.NumberFormat(language);
  const price = metadata['price-range'];
  const priceMin = Math.floor(price.min);
  const priceMax = Math.ceil(price.max);
  const money = (value: number) => formatMoney(value, currency, language, true);
  const ratingName = `rating-${language}`;

  return (
    <div className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('filters.title')}</h2>
        <button
          type="button"
          className={styles.clear}
          disabled={countActiveStayFilters(filters) === 0}
          onClick={() => onChange(EMPTY_STAY_FILTERS)}
        >
          {t('filters.clearAll')}
        </button>
      </div>

      {filters.area && (
        <div className={styles.areaNote} role="status">
          <span>{t('filters.areaActive')}</span>
          <button type="button" className={styles.clear} onClick={() => set('area', null)}>
            {t('filters.areaClear')}
          </button>
        </div>
      )}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('filters.popular')}</legend>
        <ul className={styles.options}>
          <li className={styles.option}>
            <Checkbox
              checked={filters.freeCancellation}
              onChange={(event) => set('freeCancellation', event.target.checked)}
            >
              <span className={styles.optionLabel}>{t('filters.freeCancellation')}</span>
            </Checkbox>
            <span className={styles.count}>{number.format(metadata['free-cancellation'])}</span>
          </li>
          <li className={styles.option}>
            <Checkbox checked={filters.promotion} onChange={(event) => set('promotion', event.target.checked)}>
              <span className={styles.optionLabel}>{t('filters.promotion')}</span>
            </Checkbox>
            <span className={styles.count}>{number.format(metadata.promotion)}</span>
          </li>
        </ul>
      </fieldset>

      {priceMax > priceMin && (
        <PriceFacet
          legend={t('filters.price')}
          min={priceMin}
          max={priceMax}
          value={[
            Math.max(priceMin, filters.price?.min ?? priceMin),
            Math.min(priceMax, filters.price?.max ?? priceMax),
          ]}
          format={money}
          handleLabels={[t('filters.priceMin'), t('filters.priceMax')]}
          onCommit={([min, max]) =>
            set(
              'price',
              min <= priceMin && max >= priceMax
                ? null
                : { ...(min > priceMin ? { min } : {}), ...(max < priceMax ? { max } : {}) },
            )
          }
        />
      )}

      <FacetCheckboxes<number>
        legend={t('filters.stars')}
        options={[...metadata.stars]
          .sort((a, b) => b.value - a.value)
          .map((item) => ({
            ...item,
            label: item.value === 0 ? t('filters.unrated') : t('card.stars', { count: item.value }),
          }))}
        isChecked={(value) => filters.stars.includes(value)}
        onToggle={(value, checked) => set('stars', toggleIn(filters.stars, value, checked))}
        language={language}
      />

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('filters.rating')}</legend>
        <Radio.Group
          name={ratingName}
          value={filters.minRating ?? 0}
          onChange={(event) => set('minRating', event.target.value === 0 ? null : (event.target.value as number))}
          className={styles.options}
        >
          <div className={styles.option}>
            <Radio value={0}>
              <span className={styles.optionLabel}>{t('filters.anyRating')}</span>
            </Radio>
          </div>
          {metadata['opinion-rating'].map((item) => (
            <div key={item.value} className={styles.option}>
              <Radio value={item.value} disabled={item.count === 0 && filters.minRating !== item.value}>
                <span className={styles.optionLabel}>
                  {t('filters.ratingAtLeast', { score: number.format(item.value) })}
                </span>
              </Radio>
              <span className={styles.count}>{number.format(item.count)}</span>
            </div>
          ))}
        </Radio.Group>
      </fieldset>

      <FacetCheckboxes<MealPlan>
        legend={t('filters.mealPlan')}
        options={metadata['meal-plan'].map((item) => ({ ...item, label: t(`mealPlan.${item.value}`) }))}
        isChecked={(value) => filters.mealPlans.includes(value)}
        onToggle={(value, checked) => set('mealPlans', toggleMealPlan(filters.mealPlans, value, checked))}
        language={language}
      />

      <FacetCheckboxes<string>
        legend={t('filters.propertyType')}
        options={metadata['property-type'].map((item) => ({
          ...item,
          label: t(`propertyType.${item.value}`, { defaultValue: item.label ?? item.value }),
        }))}
        isChecked={(value) => filters.propertyTypes.includes(value)}
        onToggle={(value, checked) => set('propertyTypes', toggleIn(filters.propertyTypes, value, checked))}
        language={language}
      />

      <FacetCheckboxes<string>
        legend={t('filters.amenities')}
        options={metadata.amenities.map((item) => ({
          ...item,
          label: t(`amenity.${item.value}`, { defaultValue: item.label ?? item.value }),
        }))}
        isChecked={(value) => filters.amenities.includes(value)}
        onToggle={(value, checked) => set('amenities', toggleIn(filters.amenities, value, checked))}
        language={language}
        visible={6}
      />

      <FacetCheckboxes<string>
        legend={t('filters.characteristics')}
        options={metadata.characteristics.map((item) => ({
          ...item,
          label: t(`characteristic.${item.value}`, { defaultValue: item.label ?? item.value }),
        }))}
        isChecked={(value) => filters.characteristics.includes(value)}
        onToggle={(value, checked) => set('characteristics', toggleIn(filters.characteristics, value, checked))}
        language={language}
        visible={6}
      />
    </div>
  );
}
