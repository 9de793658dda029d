import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useBreakpoint } from '../../../lib/breakpoints';
import styles from './date-picker.module.css';

export interface CalendarOverlayProps {
  /** The sheet's title on phones (the field's label). */
  title: string;
  /** The sheet's closing button on phones, already translated. */
  doneLabel: string;
  children: ReactNode;
}

/**
 * Where an open date picker shows its calendar: a popover under the field on tablets and desktops, a full-screen
 * sheet with a title and Done on phones (issue 16: pickers are not desktop dropdowns on a 390 px screen).
 * Both take the picker's open state from React Aria's context, so Escape closes them and focus returns to the field.
 */
export function CalendarOverlay({ title, doneLabel, children }: CalendarOverlayProps) {
  const { isMobile } = useBreakpoint();
  if (!isMobile) {
    return (
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <Dialog className={styles.dialog} aria-label={title}>
          {children}
        </Dialog>
      </Popover>
    );
  }
  return (
    <ModalOverlay className={styles.sheetOverlay} isDismissable>
      <Modal className={styles.sheet}>
        <Dialog className={styles.sheetDialog} aria-label={title}>
          <div className={styles.sheetHeader}>
            <Heading slot="title" className={styles.sheetTitle}>
              {title}
            </Heading>
            <AriaButton slot="close" className={styles.done}>
              {doneLabel}
            </AriaButton>
          </div>
          <div className={styles.sheetBody}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
