import type { ProductType } from '@wayfare/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../components/ui/kit/calendar-dates';
import { Sheet, SheetTrigger } from '../../../components/ui/kit/sheet';
import { TriggerButton } from '../../../components/ui/kit/trigger-button';
import { useBrand } from '../../../lib/brand-context';
import { useBrandLocale } from '../../../lib/money';
import { useUrlPlaceNames } from '../api/url-place-names';
import { brandDestinations, isUnnamed, labelForCode, nameForCode } from '../model/destination-options';
import { needsDeparture } from '../model/products';
import type { SearchFormValues } from '../model/search-query';
import { summaryParts } from '../model/search-summary';
import styles from './results-search.module.css';
import { SearchBox } from './search-box';
import type { SearchBoxProps } from './search-box';

export interface ResultsSearchProps extends Omit<SearchBoxProps, 'variant' | 'initialValues'> {
  initialValues: SearchFormValues;
}

/**
 * The search form above results. Tablets and desktops show it as a bar; phones show a one-line summary of the
 * search with "Edit", which opens the form in a full-screen sheet, so the results come first (issue 16 item 4).
 * Both are in the page and CSS picks one (spec §9 mobile ≤768 px): the server's HTML is right at every width.
 * The caller keys it by the URL: a new search closes the sheet and starts again from the new values.
 */
export function ResultsSearch({ initialValues, ...boxProps }: ResultsSearchProps) {
  const { t } = useTranslation('search');
  const brand = useBrand();
  const locale = useBrandLocale();
  const known = useMemo(() => brandDestinations(brand), [brand]);
  const product: ProductType = initialValues.product;
  const { departure, destination } = initialValues;
  const found = useUrlPlaceNames({ product, departure, destination }, brand, brand.language);
  // The brand's own name for a code, else the service's (as the place fields show it), else the code.
  const name = (code: string | null) => {
    if (!code) return null;
    const label = labelForCode(code, known);
    return isUnnamed({ code, name: label }) ? (nameForCode(code, found) ?? label) : label;
  };
  const parts = summaryParts({
    departureName: needsDeparture(product) ? name(initialValues.departure) : null,
    destinationName: name(initialValues.destination),
    outboundDate: initialValues.outboundDate,
    returnDate: initialValues.returnDate,
    adults: initialValues.adults,
    childrenAges: initialValues.childrenAges,
  });
  const dates = [formatDay(parts.from, locale), formatDay(parts.to, locale)].filter(Boolean).join(' – ');
  const travellers = [
    t('travellers.adultsCount', { count: parts.adults }),
    parts.children > 0 ? t('travellers.childrenCount', { count: parts.children }) : null,
    initialValues.rooms ? t('travellers.roomsCount', { count: initialValues.rooms.length }) : null,
    initialValues.cabinClass !== 'ECONOMY' ? t(`travellers.cabin.${initialValues.cabinClass}`) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <div className={styles.bar}>
        <SearchBox {...boxProps} variant="compact" initialValues={initialValues} />
      </div>
      <div className={styles.summary}>
        <p className={styles.text}>
          <span className={styles.places}>{parts.places || t(`products.${product}`)}</span>
          <span className={styles.details}>{[dates, travellers].filter(Boolean).join(' · ')}</span>
        </p>
        <SheetTrigger>
          <TriggerButton variant="secondary" className={styles.edit} aria-label={t('summary.editLabel')}>
            {t('summary.edit')}
          </TriggerButton>
          <Sheet title={t('summary.title')} doneLabel={t('close')} fullScreen="always">
            <SearchBox {...boxProps} variant="compact" initialValues={initialValues} />
          </Sheet>
        </SheetTrigger>
      </div>
    </>
  );
}
