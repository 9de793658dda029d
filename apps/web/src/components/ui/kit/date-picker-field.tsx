import type { ReactNode } from 'react';
import type * as CalendarPickersModule from './calendar-pickers';
import styles from './date-picker.module.css';
import { LightTrigger } from './light-trigger';
import { onDemand, useOnDemandPicker } from './on-demand';

/** The calendars' chunk (a hover, focus or touch on a date field starts it, so a press rarely waits). */
const calendarPickers = onDemand<typeof CalendarPickersModule>(() => import('./calendar-pickers'));

/**
 * Issue 16 item 5: a date field is first its real button (server-rendered, keyboard operable); the calendar and
 * its libraries load when it is first pressed, then the full picker takes the field's place already open
 * (kit/on-demand.ts: busy spinner while it loads, focus back on the field's button on closing).
 */
export function useCalendarPickers(id: string, onOpenChange?: (isOpen: boolean) => void) {
  const {
    full,
    isOpen,
    isPending,
    open,
    onOpenChange: openChange,
  } = useOnDemandPicker(calendarPickers, id, onOpenChange);
  return { pickers: full, isOpen, isPending, open, openChange };
}

export interface PickerFieldProps {
  id: string;
  label: string;
  /** The button's name before the label: the chosen days or the placeholders. */
  spoken: string;
  errorId?: string | undefined;
  isInvalid?: boolean | undefined;
  className?: string | undefined;
  onPress: () => void;
  /** The calendar is loading after a press. */
  isPending?: boolean;
  children: ReactNode;
}

/**
 * The field before its calendar loads: the same label, group and button (name, popup) as the full picker's, the
 * button native (kit/light-trigger.tsx: React Aria on the landing's first load was 18.4 KB gzip of 172.9 KB).
 */
export function PickerField(props: PickerFieldProps) {
  const { id, label, isInvalid } = props;
  const labelId = `${id}-label`;
  return (
    <div className={[styles.picker, props.className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.field}>
        <LightTrigger
          id={id}
          className={styles.trigger}
          aria-label={props.spoken}
          aria-labelledby={`${id} ${labelId}`}
          aria-describedby={props.errorId}
          onPress={props.onPress}
          isPending={Boolean(props.isPending)}
          preload={calendarPickers.preload}
        >
          {props.children}
        </LightTrigger>
      </div>
    </div>
  );
}
