import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './drawer.module.css';
import { AriaLocale } from './aria-locale';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading and accessible name. */
  title: ReactNode;
  /** Name of the close button ("Close"), localized by the screen. */
  closeLabel: string;
  /** Which side it slides from on desktop; on phones it always covers the screen. */
  side?: 'start' | 'end';
  /** Sticky actions at the bottom (a price and "Select", "Show 120 results"). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A side panel over the page on desktop, full screen on phones (WAI-ARIA dialog: focus trapped inside and returned
 * on close, Escape and a click outside close it, the page behind is inert and does not scroll).
 */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  closeLabel,
  side = 'end',
  footer,
  className,
  children,
}: DrawerProps) {
  return (
    <AriaLocale>
      <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
        <Modal className={[styles.drawer, styles[side], className].filter(Boolean).join(' ')}>
          <Dialog className={styles.dialog}>
            <header className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <AriaButton slot="close" className={styles.close} aria-label={closeLabel}>
                <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
                </svg>
              </AriaButton>
            </header>
            <div className={styles.body}>{children}</div>
            {footer && <footer className={styles.footer}>{footer}</footer>}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
