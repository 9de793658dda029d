import {
  DatePicker as AriaDatePicker,
  Button as AriaButton,
  Calendar,
  Group,
  I18nProvider,
  Label,
} from 'react-aria-components';
import { formatDay, toCalendarDate, todayIso } from './calendar-dates';
import type { IsoDay } from './calendar-dates';
import { CalendarMonths } from './calendar-month';
import type { CalendarDayPrices, PriceLegendLabels } from './calendar-prices';
import { CalendarIcon } from './date-range-picker';
import styles from './date-picker.module.css';
import { Sheet } from './sheet';

export interface DatePickerProps {
  id: string;
  label: string;
  locale: string;
  value: IsoDay | null;
  onChange: (value: IsoDay | null) => void;
  placeholder: string;
  doneLabel: string;
  minValue?: IsoDay;
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

/** One travel day (a one-way flight) with the same field, calendar and phone sheet as the DateRangePicker. */
export function DatePicker(props: DatePickerProps) {
  const { id, label, locale, value, placeholder, errorId, isInvalid, className } = props;
  const text = formatDay(value, locale);
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker
        className={[styles.picker, className].filter(Boolean).join(' ')}
        value={toCalendarDate(value)}
        onChange={(date) => props.onChange(date?.toString() ?? null)}
        minValue={toCalendarDate(props.minValue ?? todayIso())}
        firstDayOfWeek="mon"
        onOpenChange={props.onOpenChange}
        isInvalid={isInvalid}
      >
        <Label className={styles.label}>{label}</Label>
        <Group className={styles.field}>
          <AriaButton id={id} className={styles.trigger} aria-label={text || placeholder} aria-describedby={errorId}>
            <CalendarIcon />
            <span className={text ? styles.value : styles.placeholder}>{text || placeholder}</span>
          </AriaButton>
        </Group>
        <Sheet title={label} doneLabel={props.doneLabel} popoverDone={false}>
          <Calendar className={styles.calendar}>
            <CalendarMonths months={1} dayPrices={props.dayPrices} priceLegend={props.priceLegend} />
          </Calendar>
        </Sheet>
      </AriaDatePicker>
    </I18nProvider>
  );
}
