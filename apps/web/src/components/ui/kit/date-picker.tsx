import { formatDay } from './calendar-dates';
import { DayFieldValue } from './date-field-value';
import { PickerField, useCalendarPickers } from './date-picker-field';
import type { DatePickerProps } from './date-picker-types';

export type { DatePickerProps } from './date-picker-types';

/** One travel day (a one-way flight): the same field, on-demand calendar and phone sheet as the DateRangePicker. */
export function DatePicker(props: DatePickerProps) {
  const { pickers, isOpen, isPending, open, openChange } = useCalendarPickers(props.id, props.onOpenChange);
  if (pickers) return <pickers.DatePickerFull {...props} isOpen={isOpen} onOpenChange={openChange} />;
  const text = formatDay(props.value, props.locale);
  return (
    <PickerField
      id={props.id}
      label={props.label}
      spoken={text || props.placeholder}
      errorId={props.errorId}
      isInvalid={props.isInvalid}
      className={props.className}
      onPress={open}
      isPending={isPending}
    >
      <DayFieldValue text={text} placeholder={props.placeholder} />
    </PickerField>
  );
}
