import type { ReactNode } from 'react';
import { Button, LinkButton } from '../ui/kit/button';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  /** The SVG paths of a 64×64 line drawing (stroke uses currentColor). */
  icon: ReactNode;
  /** Paint the drawing in the brand colour rather than grey. */
  brandIcon?: boolean;
  title: string;
  text: string;
  /** Announce it (a failed or empty search), or not (nothing searched yet). */
  alert: boolean;
  /** Buttons: clear filters, retry, change the search. */
  actions: ReactNode;
}

/** The no-results block of a results page: a drawing, why nothing shows, and ways forward. */
export function EmptyState({ icon, brandIcon, title, text, alert, actions }: EmptyStateProps) {
  return (
    <div className={styles.empty} role={alert ? 'alert' : undefined}>
      <svg
        className={brandIcon ? `${styles.emptyIcon} ${styles.brandIcon}` : styles.emptyIcon}
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        {icon}
      </svg>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      <div className={styles.emptyActions}>{actions}</div>
    </div>
  );
}

interface ChangeSearchButtonProps {
  label: string;
  /** The search form with the current values (a link when no in-page handler is given). */
  href: string;
  onClick?: () => void;
}

/** The primary way out of an empty results page: back to the search form. */
export function ChangeSearchButton({ label, href, onClick }: ChangeSearchButtonProps) {
  return onClick ? (
    <Button size="large" onPress={onClick}>
      {label}
    </Button>
  ) : (
    <LinkButton size="large" href={href}>
      {label}
    </LinkButton>
  );
}
