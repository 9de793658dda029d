import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components';
import { Button as AriaButton, Heading } from 'react-aria-components';
import styles from './date-picker.module.css';

/**
 * The inside of a Calendar or RangeCalendar: month title with previous/next, and one or two month grids (ARIA grid
 * pattern: arrow keys move by day and week, Page Up/Down by month, Enter selects). Two months side by side on
 * wide screens, as travel sites show a range.
 */
export function CalendarMonths({ months }: { months: 1 | 2 }) {
  return (
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
      <div className={styles.months}>
        {Array.from({ length: months }, (_, index) => (
          <CalendarGrid key={index} offset={{ months: index }} className={styles.grid} weekdayStyle="short">
            <CalendarGridHeader>
              {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
            </CalendarGridHeader>
            <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
          </CalendarGrid>
        ))}
      </div>
    </>
  );
}
