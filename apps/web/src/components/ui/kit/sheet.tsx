import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useBreakpoint } from '../../../lib/breakpoints';
import { Popover } from './popover';
import styles from './sheet.module.css';
import { AriaLocale } from './aria-locale';

export { SheetTrigger } from './sheet-trigger';
export type { SheetTriggerProps } from './sheet-trigger';

export interface SheetProps {
  /** The heading on phones and the dialog's accessible name everywhere. */
  title: string;
  /** The closing button, already translated ("Done"). */
  doneLabel: string;
  /** `always`: full screen at every width (a form that only phones open); `phones`: a popover above 768 px. */
  fullScreen?: 'phones' | 'always';
  /** Desktop popover placement. */
  placement?: 'bottom start' | 'bottom end';
  /** Whether the desktop popover ends with Done too (a calendar that closes on its own choice has no need). */
  popoverDone?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Issue 16 mobile pattern: on phones a picker is a full-screen dialog with its title and a Done button (the
 * WAI-ARIA modal dialog pattern: focus inside, Escape closes, the page behind inert); on larger screens the same
 * content is a popover under its trigger with Done at the bottom.
 */
export function Sheet(props: SheetProps) {
  const { title, doneLabel, fullScreen = 'phones', placement, popoverDone = true, className, children } = props;
  const { isMobile } = useBreakpoint();
  const done = (
    <AriaButton slot="close" className={styles.done}>
      {doneLabel}
    </AriaButton>
  );
  if (!isMobile && fullScreen === 'phones') {
    return (
      <AriaLocale>
        <Popover label={title} placement={placement} className={className}>
          {popoverDone ? (
            <div className={styles.popoverBody}>
              {children}
              <div className={styles.popoverFooter}>{done}</div>
            </div>
          ) : (
            children
          )}
        </Popover>
      </AriaLocale>
    );
  }
  return (
    <AriaLocale>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={[styles.sheet, className].filter(Boolean).join(' ')}>
          <Dialog className={styles.dialog} aria-label={title}>
            <div className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {done}
            </div>
            <div className={styles.body}>{children}</div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
