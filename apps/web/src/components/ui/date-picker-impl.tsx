// Loaded on demand by ./date-picker.tsx: the picker and its panels are heavy (design.md performance).
import { DatePicker } from 'antd';
import type { DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { ComponentType } from 'react';

// antd's pickers are generic over the value type; ours always hold dayjs dates, so fix the type to that.
export const AntdDatePicker = DatePicker as unknown as ComponentType<DatePickerProps>;
export const AntdRangePicker = DatePicker.RangePicker as unknown as ComponentType<RangePickerProps>;
