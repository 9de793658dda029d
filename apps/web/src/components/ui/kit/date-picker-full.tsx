import { DatePicker as AriaDatePicker, Button as AriaButton, Calendar, Group, Label } from 'react-aria-components';
import { toCalendarDate } from './calendar-date-value';
import { formatDay, todayIso } from './calendar-dates';
import { CalendarMonths } from './calendar-month';
import { DayFieldValue } from './date-field-value';
import styles from './date-picker.module.css';
import type { CalendarOpenState, DatePickerProps } from './date-picker-types';
import { LocaleProvider } from './locale-provider';
import { Sheet } from './sheet';
import { AriaLocale } from './aria-locale';

/** The DatePicker once its calendar is wanted (loaded on demand by date-picker.tsx). */
export function DatePickerFull(props: DatePickerProps & CalendarOpenState) {
  const { id, label, locale, value, placeholder, errorId, isInvalid, className } = props;
  const text = formatDay(value, locale);
  return (
    // The picker's own locale (the screen's language) for its subtree: the Sheet and calendar's AriaLocale read it.
    <LocaleProvider locale={locale}>
      <AriaLocale>
        <AriaDatePicker
          className={[styles.picker, className].filter(Boolean).join(' ')}
          value={toCalendarDate(value)}
          onChange={(date) => props.onChange(date?.toString() ?? null)}
          minValue={toCalendarDate(props.minValue ?? todayIso())}
          firstDayOfWeek="mon"
          isOpen={props.isOpen}
          onOpenChange={props.onOpenChange}
          isInvalid={isInvalid}
        >
          <Label className={styles.label}>{label}</Label>
          <Group className={styles.field}>
            <AriaButton id={id} className={styles.trigger} aria-label={text || placeholder} aria-describedby={errorId}>
              <DayFieldValue text={text} placeholder={placeholder} />
            </AriaButton>
          </Group>
          <Sheet title={label} doneLabel={props.doneLabel} popoverDone={false}>
            <Calendar className={styles.calendar}>
              <CalendarMonths months={1} dayPrices={props.dayPrices} priceLegend={props.priceLegend} />
            </Calendar>
          </Sheet>
        </AriaDatePicker>
      </AriaLocale>
    </LocaleProvider>
  );
}
