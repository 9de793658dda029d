import { formatDay } from './calendar-dates';
import { RangeFieldValue, rangeSpoken } from './date-field-value';
import { PickerField, useCalendarPickers } from './date-picker-field';
import type { DateRangePickerProps } from './date-picker-types';

export type { DateRange, DateRangePickerProps } from './date-picker-types';

/**
 * A travel date range (departure and return, check-in and check-out): a field showing the chosen days whose
 * calendar (React Aria's RangeCalendar, date-range-picker-full.tsx: keyboard operable, weeks from Monday, a
 * full-screen sheet on phones) loads on demand the first time it is pressed.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { pickers, isOpen, isPending, open, openChange } = useCalendarPickers(props.id, props.onOpenChange);
  if (pickers) return <pickers.DateRangePickerFull {...props} isOpen={isOpen} onOpenChange={openChange} />;
  const startText = formatDay(props.value.start, props.locale);
  const endText = formatDay(props.value.end, props.locale);
  return (
    <PickerField
      id={props.id}
      label={props.label}
      spoken={rangeSpoken(startText, endText, props.placeholder)}
      errorId={props.errorId}
      isInvalid={props.isInvalid}
      className={props.className}
      onPress={open}
      isPending={isPending}
    >
      <RangeFieldValue startText={startText} endText={endText} placeholder={props.placeholder} />
    </PickerField>
  );
}
