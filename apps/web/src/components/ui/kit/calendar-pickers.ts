// The calendars of the date fields, one chunk loaded on demand (date-picker-field.tsx): React Aria's calendar and
// date pickers and @internationalized/date stay out of the first screen's JS (issue 16 item 5).
export { DatePickerFull } from './date-picker-full';
export { DateRangePickerFull } from './date-range-picker-full';
