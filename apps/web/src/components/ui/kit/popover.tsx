import { Dialog, Popover as AriaPopover } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './popover.module.css';
import { AriaLocale } from './aria-locale';

export interface PopoverProps {
  /** The dialog's accessible name (the field or button that opened it). */
  label: string;
  /** Where it opens relative to its trigger; flips when the viewport has no room. */
  placement?: 'bottom start' | 'bottom end' | 'bottom';
  className?: string;
  /** The body, given `close` for its own buttons. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A non-modal dialog under the Button it belongs to (put both inside a `SheetTrigger`/`DialogTrigger`): Escape and
 * a click outside close it, focus returns to the trigger. Phones use a `Sheet` instead (a popover under a field
 * on a 390 px screen leaves no room for a keyboard and a list).
 */
export function Popover({ label, placement = 'bottom start', className, children }: PopoverProps) {
  return (
    <AriaLocale>
      <AriaPopover className={[styles.popover, className].filter(Boolean).join(' ')} placement={placement} offset={6}>
        <Dialog className={styles.dialog} aria-label={label}>
          {({ close }) => (typeof children === 'function' ? children(close) : children)}
        </Dialog>
      </AriaPopover>
    </AriaLocale>
  );
}
