import {
  DateRangePicker as AriaDateRangePicker,
  Button as AriaButton,
  Group,
  I18nProvider,
  Label,
  RangeCalendar,
} from 'react-aria-components';
import { useBreakpoint } from '../../../lib/breakpoints';
import { formatDay, toCalendarDate, todayIso } from './calendar-dates';
import type { IsoDay } from './calendar-dates';
import { CalendarMonths } from './calendar-month';
import type { CalendarDayPrices, PriceLegendLabels } from './calendar-prices';
import styles from './date-picker.module.css';
import { Sheet } from './sheet';

export interface DateRange {
  start: IsoDay | null;
  end: IsoDay | null;
}

export interface DateRangePickerProps {
  /** The id of the field's button: a form focuses it to point at an error. */
  id: string;
  label: string;
  /** BCP 47 locale of the brand language (spec §9 date locales): month and weekday names. */
  locale: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
  placeholder: { start: string; end: string };
  /** The phone sheet's closing button. */
  doneLabel: string;
  /** Earliest selectable day; today by default (past days cannot be booked). */
  minValue?: IsoDay;
  /** Already translated; its element id goes in `errorId` and is announced with the field. */
  errorId?: string | undefined;
  isInvalid?: boolean;
  className?: string;
  /**
   * Lowest price per day (issue 19 item 1): shown under each day's number, coloured by tone, in each day's
   * accessible name, with a legend under the months. Without it the picker shows days only.
   */
  dayPrices?: CalendarDayPrices | undefined;
  /** The legend's words, needed with `dayPrices`. */
  priceLegend?: PriceLegendLabels | undefined;
  /** The calendar opened or closed (a caller loads the prices on first opening). */
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
}

/**
 * A travel date range (departure and return, check-in and check-out) on React Aria's RangeCalendar: keyboard
 * operable, weeks from Monday (spec §9), month names in the brand language, a full-screen sheet on phones.
 * The field is one button showing the chosen days; the calendar grid takes focus when it opens.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { id, label, locale, value, placeholder, errorId, isInvalid, className } = props;
  const { isMobile } = useBreakpoint();
  const start = toCalendarDate(value.start);
  const end = toCalendarDate(value.end);
  const minValue = toCalendarDate(props.minValue ?? todayIso());
  const startText = formatDay(value.start, locale);
  const endText = formatDay(value.end, locale);
  const spoken = start && end ? `${startText} – ${endText}` : startText || `${placeholder.start} – ${placeholder.end}`;
  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker
        className={[styles.picker, className].filter(Boolean).join(' ')}
        value={start && end ? { start, end } : null}
        onChange={(range) =>
          props.onChange({ start: range?.start.toString() ?? null, end: range?.end.toString() ?? null })
        }
        minValue={minValue}
        firstDayOfWeek="mon"
        onOpenChange={props.onOpenChange}
        isInvalid={isInvalid}
        // On phones the sheet stays open until Done, so the chosen range can be checked first.
        shouldCloseOnSelect={!isMobile}
      >
        <Label className={styles.label}>{label}</Label>
        <Group className={styles.field}>
          <AriaButton id={id} className={styles.trigger} aria-label={spoken} aria-describedby={errorId}>
            <CalendarIcon />
            <span className={startText ? styles.value : styles.placeholder}>{startText || placeholder.start}</span>
            <span aria-hidden="true" className={styles.separator}>
              –
            </span>
            <span className={endText ? styles.value : styles.placeholder}>{endText || placeholder.end}</span>
          </AriaButton>
        </Group>
        <Sheet title={label} doneLabel={props.doneLabel} popoverDone={false}>
          <RangeCalendar className={styles.calendar} visibleDuration={{ months: 2 }}>
            <CalendarMonths months={2} dayPrices={props.dayPrices} priceLegend={props.priceLegend} />
          </RangeCalendar>
        </Sheet>
      </AriaDateRangePicker>
    </I18nProvider>
  );
}

export function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
      />
    </svg>
  );
}
