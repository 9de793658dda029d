import type { ReactNode } from 'react';
import fieldStyles from './field.module.css';

export interface LightTriggerProps {
  id: string;
  className: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby': string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
  /** The picker's chunk is loading after a press: the busy spinner, presses ignored (still focusable). */
  isPending: boolean;
  onPress: () => void;
  /** Starts the picker's import (kit/on-demand.ts `OnDemand.preload`). */
  preload: () => void;
  onFocusChange?: ((isFocused: boolean) => void) | undefined;
  children: ReactNode;
}

/**
 * The button of an on-demand picker's light field (kit/on-demand.ts): the date fields, the travellers and the
 * phone's place field as the landing first renders them. A native <button> rather than React Aria's: React Aria
 * on the landing's first load was 18.4 KB gzip of 172.9 KB (issue 16: goal 150 KB), and a native button already
 * is the control (Enter and Space press it, a click or tap too; focus ring, hover and press from CSS:
 * field.module.css `.lightTrigger`). The full picker keeps React Aria's Button under its DialogTrigger, which wires
 * the press, aria-expanded and the focus return through it. A hover, focus, pointer down or key down starts the
 * chunk's import, so the press itself rarely waits.
 */
export function LightTrigger(props: LightTriggerProps) {
  const { className, isPending, onPress, preload, onFocusChange, children, ...rest } = props;
  return (
    <button
      type="button"
      {...rest}
      className={[className, fieldStyles.lightTrigger].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
      onPointerEnter={preload}
      onPointerDown={preload}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') preload();
      }}
      onFocus={() => {
        preload();
        onFocusChange?.(true);
      }}
      onBlur={() => onFocusChange?.(false)}
    >
      {children}
    </button>
  );
}
