import { lazy, Suspense } from 'react';
import type { DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import styles from './date-picker.module.css';

const loadImpl = () => import('./date-picker-impl');

const LazyDatePicker = lazy(() => loadImpl().then((module) => ({ default: module.AntdDatePicker })));
const LazyRangePicker = lazy(() => loadImpl().then((module) => ({ default: module.AntdRangePicker })));

/** Starts loading the picker early, e.g. when the search form gets focus, so opening it is instant. */
export function preloadDatePicker(): void {
  void loadImpl();
}

function Placeholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}

/** antd's DatePicker, loaded on first render (design.md: load the date picker on demand). */
export function DatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

export function RangePicker(props: RangePickerProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <LazyRangePicker {...props} />
    </Suspense>
  );
}

export type { DatePickerProps, RangePickerProps };
