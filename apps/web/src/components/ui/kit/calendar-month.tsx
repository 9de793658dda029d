import { useContext, useRef } from 'react';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  RangeCalendarStateContext,
  useLocale,
} from 'react-aria-components';
import { useHoverOnlyAfterPointerMoves } from './calendar-hover';
import { CellPrice, PriceLegend } from './calendar-prices';
import type { CalendarDayPrices, PriceLegendLabels } from './calendar-prices';
import styles from './date-picker.module.css';
import { AriaLocale } from './aria-locale';

/** The month above one grid ("dicembre 2026"): with two months stacked on a phone, where each one starts. */
function MonthCaption({ offset }: { offset: number }) {
  const range = useContext(RangeCalendarStateContext);
  const single = useContext(CalendarStateContext);
  const state = range ?? single;
  const { locale } = useLocale();
  if (!state) return null;
  const month = state.visibleRange.start.add({ months: offset });
  const formatter = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: state.timeZone });
  // The grid is already labelled with its month for screen readers: the caption is for the eye.
  return (
    <div className={styles.monthCaption} aria-hidden="true">
      {formatter.format(month.toDate(state.timeZone))}
    </div>
  );
}

/**
 * The inside of a Calendar or RangeCalendar: previous/next, then one or two month grids (ARIA grid pattern:
 * arrow keys move by day and week, Page Up/Down by month, Enter selects), side by side on wide screens and
 * stacked on phones, as travel sites show a range.
 */
export interface CalendarMonthsProps {
  months: 1 | 2;
  /** Lowest price per day (issue 19 item 1), shown under each day's number with the legend below the months. */
  dayPrices?: CalendarDayPrices | undefined;
  priceLegend?: PriceLegendLabels | undefined;
}

export function CalendarMonths({ months, dayPrices, priceLegend }: CalendarMonthsProps) {
  const monthsRef = useRef<HTMLDivElement>(null);
  useHoverOnlyAfterPointerMoves(monthsRef);
  return (
    <AriaLocale>
      <>
        <header className={styles.calendarHeader}>
          <AriaButton slot="previous" className={styles.navButton}>
            <span aria-hidden="true">‹</span>
          </AriaButton>
          <Heading className={styles.calendarTitle} />
          <AriaButton slot="next" className={styles.navButton}>
            <span aria-hidden="true">›</span>
          </AriaButton>
        </header>
        <div ref={monthsRef} className={styles.months}>
          {Array.from({ length: months }, (_, index) => (
            <div key={index} className={styles.month}>
              {months > 1 && <MonthCaption offset={index} />}
              <CalendarGrid offset={{ months: index }} className={styles.grid} weekdayStyle="short">
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => {
                    const price = dayPrices?.get(date.toString());
                    if (!price) return <CalendarCell date={date} className={styles.cell} />;
                    return (
                      <CalendarCell date={date} className={`${styles.cell} ${styles.pricedCell}`}>
                        {({ formattedDate, isDisabled }) => (
                          <>
                            <span>{formattedDate}</span>
                            {!isDisabled && <CellPrice price={price} toneLabel={priceLegend?.[price.tone] ?? ''} />}
                          </>
                        )}
                      </CalendarCell>
                    );
                  }}
                </CalendarGridBody>
              </CalendarGrid>
            </div>
          ))}
        </div>
        {dayPrices && dayPrices.size > 0 && priceLegend && <PriceLegend labels={priceLegend} />}
      </>
    </AriaLocale>
  );
}
