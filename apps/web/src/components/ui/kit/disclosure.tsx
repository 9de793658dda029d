import { Button as AriaButton, Disclosure as AriaDisclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './disclosure.module.css';
import { AriaLocale } from './aria-locale';

export interface DisclosureProps {
  title: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  level?: 2 | 3 | 4;
  defaultExpanded?: boolean;
  isExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A section that shows and hides its content (WAI-ARIA disclosure: a button in a heading with aria-expanded,
 * Enter and Space toggle it). Hidden content stays in the page for find-in-page (hidden="until-found").
 */
export function Disclosure({ title, level = 3, className, children, ...rest }: DisclosureProps) {
  return (
    <AriaLocale>
      <AriaDisclosure {...rest} className={[styles.disclosure, className].filter(Boolean).join(' ')}>
        <Heading level={level} className={styles.heading}>
          <AriaButton slot="trigger" className={styles.trigger}>
            <span>{title}</span>
            <svg aria-hidden="true" viewBox="0 0 12 8" width="12" height="8" className={styles.chevron}>
              <polyline points="1 1 6 6 11 1" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </AriaButton>
        </Heading>
        <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
      </AriaDisclosure>
    </AriaLocale>
  );
}
