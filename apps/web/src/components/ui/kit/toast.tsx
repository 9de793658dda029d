import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import type { Tone } from './status';
import styles from './toast.module.css';
import { AriaLocale } from './aria-locale';

export interface ToastMessage {
  title: string;
  description?: string;
  tone: Tone;
}

/**
 * The app's one toast queue. Screens call `showToast` for news that needs no action (a voucher applied, a copy
 * made); anything the visitor must act on stays in the page (InlineAlert).
 */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/** Shows a toast; success and information leave after 5 s, warnings and errors stay until closed. */
export function showToast(message: ToastMessage): void {
  const urgent = message.tone === 'error' || message.tone === 'warning';
  toastQueue.add(message, urgent ? undefined : { timeout: 5000 });
}

export interface ToasterProps {
  /** Names the region ("Notifications") and each toast's close button, localized by the app. */
  regionLabel: string;
  closeLabel: string;
}

/**
 * Where toasts appear (an ARIA landmark region; F6 reaches it, each toast is announced and closes with its
 * button). Rendered once by the app.
 */
export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  return (
    <AriaLocale>
      <ToastRegion queue={toastQueue} aria-label={regionLabel} className={styles.region}>
        {({ toast }) => (
          <AriaToast toast={toast} className={[styles.toast, styles[toast.content.tone]].join(' ')}>
            <ToastContent className={styles.content}>
              <Text slot="title" className={styles.title}>
                {toast.content.title}
              </Text>
              {toast.content.description && <Text slot="description">{toast.content.description}</Text>}
            </ToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </AriaButton>
          </AriaToast>
        )}
      </ToastRegion>
    </AriaLocale>
  );
}
