import {
  DateRangePicker as AriaDateRangePicker,
  Button as AriaButton,
  Group,
  Label,
  RangeCalendar,
} from 'react-aria-components';
import { useBreakpoint } from '../../../lib/breakpoints';
import { toCalendarDate } from './calendar-date-value';
import { formatDay, todayIso } from './calendar-dates';
import { CalendarMonths } from './calendar-month';
import { RangeFieldValue, rangeSpoken } from './date-field-value';
import styles from './date-picker.module.css';
import type { CalendarOpenState, DateRangePickerProps } from './date-picker-types';
import { LocaleProvider } from './locale-provider';
import { Sheet } from './sheet';
import { AriaLocale } from './aria-locale';

/**
 * The DateRangePicker once its calendar is wanted (loaded on demand by date-range-picker.tsx): React Aria's
 * RangeCalendar, keyboard operable, weeks from Monday (spec §9), month names in the brand language, a full-screen
 * sheet on phones. The field is the same button the light field showed; the calendar grid takes focus on open.
 */
export function DateRangePickerFull(props: DateRangePickerProps & CalendarOpenState) {
  const { id, label, locale, value, placeholder, errorId, isInvalid, className } = props;
  const { isMobile } = useBreakpoint();
  const start = toCalendarDate(value.start);
  const end = toCalendarDate(value.end);
  const minValue = toCalendarDate(props.minValue ?? todayIso());
  const startText = formatDay(value.start, locale);
  const endText = formatDay(value.end, locale);
  const spoken = rangeSpoken(startText, endText, placeholder);
  return (
    // The picker's own locale (the screen's language) for its subtree: the Sheet and calendar's AriaLocale read it.
    <LocaleProvider locale={locale}>
      <AriaLocale>
        <AriaDateRangePicker
          className={[styles.picker, className].filter(Boolean).join(' ')}
          value={start && end ? { start, end } : null}
          onChange={(range) =>
            props.onChange({ start: range?.start.toString() ?? null, end: range?.end.toString() ?? null })
          }
          minValue={minValue}
          firstDayOfWeek="mon"
          isOpen={props.isOpen}
          onOpenChange={props.onOpenChange}
          isInvalid={isInvalid}
          // On phones the sheet stays open until Done, so the chosen range can be checked first.
          shouldCloseOnSelect={!isMobile}
        >
          <Label className={styles.label}>{label}</Label>
          <Group className={styles.field}>
            <AriaButton id={id} className={styles.trigger} aria-label={spoken} aria-describedby={errorId}>
              <RangeFieldValue startText={startText} endText={endText} placeholder={placeholder} />
            </AriaButton>
          </Group>
          <Sheet title={label} doneLabel={props.doneLabel} popoverDone={false}>
            <RangeCalendar className={styles.calendar} visibleDuration={{ months: 2 }}>
              <CalendarMonths months={2} dayPrices={props.dayPrices} priceLegend={props.priceLegend} />
            </RangeCalendar>
          </Sheet>
        </AriaDateRangePicker>
      </AriaLocale>
    </LocaleProvider>
  );
}
