import type { IsoDay } from './calendar-dates';
import type { CalendarDayPrices, PriceLegendLabels } from './calendar-prices';

export interface DateRange {
  start: IsoDay | null;
  end: IsoDay | null;
}

/** What the range and the one-day pickers share. */
interface CalendarFieldProps {
  /** The id of the field's button: a form focuses it to point at an error. */
  id: string;
  label: string;
  /** BCP 47 locale of the brand language (spec §9 date locales): month and weekday names. */
  locale: string;
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

export interface DateRangePickerProps extends CalendarFieldProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  placeholder: { start: string; end: string };
}

export interface DatePickerProps extends CalendarFieldProps {
  value: IsoDay | null;
  onChange: (value: IsoDay | null) => void;
  placeholder: string;
}

/** The open state the light field hands its calendar once loaded (date-picker-field.tsx). */
export interface CalendarOpenState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}
