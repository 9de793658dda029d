import type { Language } from '@wayfare/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { todayIso } from '../../../components/ui/kit/calendar-dates';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useBrandLocale } from '../../../lib/money';
import { useDayPrices } from '../../../lib/price-calendar/use-day-prices';
import { whenIdle } from '../../../lib/when-idle';
import { shiftedSearchQuery, stripCalendarBody, stripDays } from '../model/date-strip';
import { parseFlightSearch, toCreateSearchBody } from '../model/flight-url';
import type { FlightProduct } from '../model/flight-url';
import styles from './date-strip.module.css';

export interface DateStripProps {
  product: FlightProduct;
  language: Language;
  businessProfileId: string | undefined;
}

/**
 * Flexible dates on the results (issue 19 item 1): the searched departure day and three days either side, each
 * with its lowest price (GetPriceCalendar, the same trip length), toned against these days' typical price. A day
 * is a link to the same search on that day: the URL changes, the results follow.
 */
export function DateStrip({ product, language, businessProfileId }: DateStripProps) {
  const [params] = useSearchParams();
  const query = params.toString();
  const { t, ready } = useTranslation('price-calendar', { useSuspense: false });
  const locale = useBrandLocale();
  const today = todayIso();
  const search = useMemo(() => {
    const values = parseFlightSearch(new URLSearchParams(query), product).values;
    return businessProfileId ? toCreateSearchBody(values, businessProfileId, language) : null;
  }, [query, product, businessProfileId, language]);
  // The prices are asked for once the browser is idle after the strip mounted: asked at mount, the query's start
  // (its lazy chunk's preloads, the request) ran inside the passive effects of the results' hydration (~12 ms of that
  // task under 4x CPU, issue 16 TBT). The days show their "…" meanwhile, as they do while the answer is out.
  const [pricesWanted, setPricesWanted] = useState(false);
  useEffect(() => whenIdle(() => setPricesWanted(true)), []);
  const prices = useDayPrices(
    search && pricesWanted ? { kind: 'flight', body: stripCalendarBody(search, today) } : null,
  );
  const list = useRef<HTMLUListElement>(null);
  // On a phone the seven days scroll sideways: the searched one is brought into view, in the middle. Measured when
  // a ResizeObserver reports the laid-out list: the same reads in the effect forced a layout of the whole page while
  // it hydrated (issue 16 TBT).
  useEffect(() => {
    const list_ = list.current;
    if (!list_) return undefined;
    const centre = () => {
      const selected = list_.querySelector<HTMLElement>('[aria-current="date"]');
      if (selected) list_.scrollLeft = selected.offsetLeft - (list_.clientWidth - selected.offsetWidth) / 2;
    };
    if (typeof ResizeObserver === 'undefined') {
      centre();
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      centre();
    });
    observer.observe(list_);
    return () => observer.disconnect();
  }, [query, ready]);
  if (!search || !ready) return null;
  const format = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <nav className={styles.strip} aria-label={t('strip')}>
      <ul className={styles.days} ref={list}>
        {stripDays(search.outboundDate, today).map((day) => {
          const date = format.format(new Date(`${day.date}T00:00:00Z`));
          const price = prices?.get(day.date);
          const name = price
            ? `${t('stripDay', { date, price: price.text })}, ${t(price.tone)}`
            : prices
              ? t('stripDayNone', { date })
              : date;
          const content = (
            <>
              <span className={styles.date}>{date}</span>
              <span className={styles.price} data-tone={price?.tone}>
                {price?.text ?? (prices ? '–' : '…')}
              </span>
            </>
          );
          return (
            <li key={day.date}>
              {day.selected || day.past ? (
                <span
                  className={styles.day}
                  aria-current={day.selected ? 'date' : undefined}
                  aria-label={day.selected ? `${name}, ${t('selected')}` : name}
                  data-past={day.past || undefined}
                >
                  {content}
                </span>
              ) : (
                <Link
                  className={styles.day}
                  to={{ search: `?${shiftedSearchQuery(query, search, day.shift)}` }}
                  aria-label={name}
                  preventScrollReset
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
