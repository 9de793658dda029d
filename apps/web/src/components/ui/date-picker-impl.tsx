// Loaded on demand by ./date-picker-loader.ts: the picker and its panels are heavy (design.md performance).
import { DatePicker } from 'antd';
import type { DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { ComponentType, Ref } from 'react';

/** The part of antd's picker ref the on-demand wrapper uses: focus an input (`index` 1 is a range's end). */
export interface PickerHandle {
  focus: (options?: { index?: number }) => void;
}

// antd's pickers are generic over the value type; ours always hold dayjs dates, so fix the type to that.
export const AntdDatePicker = DatePicker as unknown as ComponentType<
  Omit<DatePickerProps, 'ref'> & { ref?: Ref<PickerHandle> }
>;
export const AntdRangePicker = DatePicker.RangePicker as unknown as ComponentType<
  Omit<RangePickerProps, 'ref'> & { ref?: Ref<PickerHandle> }
>;
