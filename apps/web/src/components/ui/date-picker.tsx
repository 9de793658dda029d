import type { DatePickerProps as AntdDatePickerProps } from 'antd';
import type { RangePickerProps as AntdRangePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { useDeferredPicker } from './date-picker-activation';
import { PickerStandIn } from './date-picker-stand-in';

export { preloadDatePicker } from './date-picker-loader';

// The wrapper keeps antd's ref to itself (focus on activation).
export type DatePickerProps = Omit<AntdDatePickerProps, 'ref'> & {
  /** The value as the stand-in shows it before antd loads (the caller's format and locale). */
  valueText?: string;
};

export type RangePickerProps = Omit<AntdRangePickerProps, 'ref'> & {
  /** Start and end as the stand-in shows them before antd loads (the caller's format and locale). */
  valueText?: readonly [string, string];
};

/** The aria-* and data-* props, which antd puts on every input of a picker. */
function inputAttributes(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => /^(aria|data)-/.test(key)));
}

/** Without `valueText`: the value in a plain format string (dayjs core only, no timezone work). */
function textOf(value: unknown, format: unknown): string {
  const date = value as Dayjs | null | undefined;
  return date && typeof date.format === 'function' && typeof format === 'string' ? date.format(format) : '';
}

/**
 * antd's DatePicker on demand (design.md performance): a look-alike stand-in until the first pointer press,
 * focus or Enter, then the real picker (lazy chunk), opened or focused where the user aimed, for good.
 */
export function DatePicker({ valueText, ...props }: DatePickerProps) {
  const { impl, activate, standInRef, realProps } = useDeferredPicker(props);
  if (impl) return <impl.AntdDatePicker {...props} {...realProps} />;
  return (
    <PickerStandIn
      ref={standInRef}
      texts={[valueText ?? textOf(props.value, props.format)]}
      placeholders={[typeof props.placeholder === 'string' ? props.placeholder : undefined]}
      disabled={[Boolean(props.disabled)]}
      ids={[props.id]}
      className={[props.className, props.rootClassName].filter(Boolean).join(' ')}
      style={props.style}
      status={props.status}
      inputAttributes={inputAttributes(props)}
      onActivate={activate}
    />
  );
}

export function RangePicker({ valueText, ...props }: RangePickerProps) {
  const { impl, activate, standInRef, realProps } = useDeferredPicker(props);
  if (impl) return <impl.AntdRangePicker {...props} {...realProps} />;
  const [start, end] = props.value ?? [null, null];
  const disabled = Array.isArray(props.disabled) ? props.disabled : [props.disabled, props.disabled];
  return (
    <PickerStandIn
      ref={standInRef}
      texts={valueText ?? [textOf(start, props.format), textOf(end, props.format)]}
      placeholders={props.placeholder ?? []}
      disabled={disabled.map(Boolean)}
      ids={typeof props.id === 'object' ? [props.id.start, props.id.end] : [props.id]}
      className={[props.className, props.rootClassName].filter(Boolean).join(' ')}
      style={props.style}
      status={props.status}
      inputAttributes={inputAttributes(props)}
      onActivate={activate}
    />
  );
}
