import { Button as AriaButton } from 'react-aria-components';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type * as CalendarPickersModule from './calendar-pickers';
import styles from './date-picker.module.css';

type CalendarPickers = typeof CalendarPickersModule;

let pickers: CalendarPickers | null = null;
let loading: Promise<CalendarPickers> | null = null;

/** The calendars' chunk, asked once (a hover or focus on a date field starts it, so a press rarely waits). */
export function loadCalendarPickers(): Promise<CalendarPickers> {
  loading ??= import('./calendar-pickers').then((module) => (pickers = module));
  return loading;
}

const preload = () => void loadCalendarPickers().catch(() => (loading = null));

/**
 * Issue 16 item 5: a date field is first its real button (server-rendered, keyboard operable); the calendar and
 * its libraries load when it is first pressed, then the full picker takes the field's place already open. Its
 * grid takes the focus; on closing, the focus goes back to the field's button (the one pressed is gone).
 */
export function useCalendarPickers(id: string, onOpenChange?: (isOpen: boolean) => void) {
  const [active, setActive] = useState(false);
  const [isOpen, setOpen] = useState(false);
  function open() {
    void loadCalendarPickers().then(() => {
      setActive(true);
      setOpen(true);
      onOpenChange?.(true);
    });
  }
  function openChange(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
    if (!next) requestAnimationFrame(() => document.getElementById(id)?.focus());
  }
  return { pickers: active ? pickers : null, isOpen, open, openChange };
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
  children: ReactNode;
}

/** The field before its calendar loads: the same label, group and button (name, popup) as the full picker's. */
export function PickerField(props: PickerFieldProps) {
  const { id, label, isInvalid } = props;
  const labelId = `${id}-label`;
  return (
    <div className={[styles.picker, props.className].filter(Boolean).join(' ')} data-invalid={isInvalid || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.field}>
        <AriaButton
          id={id}
          className={styles.trigger}
          aria-label={props.spoken}
          aria-labelledby={`${id} ${labelId}`}
          aria-describedby={props.errorId}
          aria-haspopup="dialog"
          aria-expanded={false}
          onPress={props.onPress}
          onHoverStart={preload}
          onFocus={preload}
        >
          {props.children}
        </AriaButton>
      </div>
    </div>
  );
}
