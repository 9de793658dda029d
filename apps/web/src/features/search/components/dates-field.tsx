import type { ProductType } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/ui/kit/date-picker';
import { DateRangePicker } from '../../../components/ui/kit/date-range-picker';
import { useBrandLocale } from '../../../lib/money';
import { pickerCalendarRequest } from '../../../lib/price-calendar/picker-request';
import type { PriceRoute } from '../../../lib/price-calendar/picker-request';
import { useDayPrices } from '../../../lib/price-calendar/use-day-prices';
import { todayIso } from '../../../components/ui/kit/calendar-dates';
import { isoDayOfUrlDate, urlDateOfIsoDay } from '../model/url-dates';
import { isStayProduct } from '../model/products';
import styles from './search-box.module.css';

const LEGEND_NAMESPACE = 'price-calendar';

export interface DatesValue {
  /** YYYYMMDD (spec §3). */
  outboundDate: string | null;
  returnDate: string | null;
}

export interface DatesFieldProps {
  id: string;
  product: ProductType;
  value: DatesValue;
  oneWay: boolean;
  onChange: (value: DatesValue) => void;
  error?: string | undefined;
  /** Who travels where: with it, the calendar shows the lowest price per day (loaded when it first opens). */
  priceRoute?: PriceRoute | null;
}

/**
 * Departure and return (check-in and check-out for stays) in our DateRangePicker, one day for a one-way flight.
 * Keyboard operable, weeks from Monday, names in the brand locale, a sheet on phones (components/ui/kit).
 */
export function DatesField({ id, product, value, oneWay, onChange, error, priceRoute }: DatesFieldProps) {
  const { t } = useTranslation('search');
  const prices = useCalendarPrices(priceRoute ?? null, value, oneWay);
  const locale = useBrandLocale();
  const stay = isStayProduct(product);
  const label = oneWay ? t('dates.outbound') : stay ? t('dates.stayLabel') : t('dates.label');
  const errorId = error ? `${id}-error` : undefined;
  const common = { id, label, locale, errorId, isInvalid: Boolean(error), doneLabel: t('travellers.done'), ...prices };
  return (
    <div className={styles.field}>
      {oneWay ? (
        <DatePicker
          {...common}
          value={isoDayOfUrlDate(value.outboundDate)}
          placeholder={t('dates.outbound')}
          onChange={(day) => onChange({ outboundDate: urlDateOfIsoDay(day), returnDate: null })}
        />
      ) : (
        <DateRangePicker
          {...common}
          value={{ start: isoDayOfUrlDate(value.outboundDate), end: isoDayOfUrlDate(value.returnDate) }}
          placeholder={
            stay
              ? { start: t('dates.checkIn'), end: t('dates.checkOut') }
              : { start: t('dates.outbound'), end: t('dates.return') }
          }
          onChange={(range) =>
            onChange({ outboundDate: urlDateOfIsoDay(range.start), returnDate: urlDateOfIsoDay(range.end) })
          }
        />
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * Issue 19 item 1: the picker's prices, asked the first time it opens with a route chosen (the fetcher is a
 * lazy chunk), for the window and trip length the picker shows. The legend's namespace loads with that first
 * opening too: asked at start, it was a request for texts the server's page does not carry, and it loaded the
 * translation backend in the landing's first seconds (issue 16: TBT).
 */
function useCalendarPrices(route: PriceRoute | null, value: DatesValue, oneWay: boolean) {
  const [opened, setOpened] = useState(false);
  const { t, i18n } = useTranslation('search');
  const [legendReady, setLegendReady] = useState(() => i18n.hasLoadedNamespace(LEGEND_NAMESPACE));
  const dates = { start: isoDayOfUrlDate(value.outboundDate), end: isoDayOfUrlDate(value.returnDate), oneWay };
  const request = opened && route ? pickerCalendarRequest(route, dates, todayIso()) : null;
  const dayPrices = useDayPrices(request);
  function onOpenChange(isOpen: boolean) {
    if (!isOpen) return;
    setOpened(true);
    if (legendReady) return;
    void i18n.loadNamespaces(LEGEND_NAMESPACE).then(() => setLegendReady(i18n.hasLoadedNamespace(LEGEND_NAMESPACE)));
  }
  const legend = (key: 'low' | 'typical' | 'high') => t(key, { ns: LEGEND_NAMESPACE });
  return {
    onOpenChange,
    dayPrices: legendReady ? dayPrices : undefined,
    priceLegend: { low: legend('low'), typical: legend('typical'), high: legend('high') },
  };
}
