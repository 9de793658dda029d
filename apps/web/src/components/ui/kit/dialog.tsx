import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';
import { AriaLocale } from './aria-locale';

export interface DialogTriggerProps {
  /** The button that opens the dialog, then the ModalDialog itself. */
  children: ReactNode;
}

/** Opens the ModalDialog inside it from the Button inside it; focus returns to that button on close. */
export function DialogTrigger({ children }: DialogTriggerProps) {
  return (
    <AriaLocale>
      <AriaDialogTrigger>{children}</AriaDialogTrigger>
    </AriaLocale>
  );
}

export interface ModalDialogProps {
  title: ReactNode;
  /** `alertdialog` for a confirmation that interrupts (a cancellation); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Escape and a click outside close it; off for a confirmation that must be answered. */
  isDismissable?: boolean;
  /** Controlled open state, for a dialog opened without a DialogTrigger (a banner's "manage" choice). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
  titleClassName?: string;
  /** The body, given `close` for its own buttons. */
  children: (close: () => void) => ReactNode;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern through React Aria: focus trapped inside, Escape closes, the page
 * behind is inert) with its title as the accessible name.
 */
export function ModalDialog({
  title,
  role,
  isDismissable = true,
  isOpen,
  onOpenChange,
  className,
  titleClassName,
  children,
}: ModalDialogProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        className={styles.overlay}
        isDismissable={isDismissable}
        {...(isOpen === undefined ? {} : { isOpen, onOpenChange })}
      >
        <Modal className={[styles.modal, className].filter(Boolean).join(' ')}>
          <AriaDialog className={styles.dialog} role={role}>
            {({ close }) => (
              <>
                <Heading slot="title" className={[styles.title, titleClassName].filter(Boolean).join(' ')}>
                  {title}
                </Heading>
                {children(close)}
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
