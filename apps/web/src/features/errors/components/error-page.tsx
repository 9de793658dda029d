import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/kit/button';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  icon: ReactNode;
  title: string;
  description: string;
  actionLabel: string;
  onAction: () => void;
  /** A short code shown above the title (e.g. 404); decorative. */
  code?: string;
}

/** The one look of every error screen: an icon, a page heading, a sentence and one way forward. */
export function ErrorPage({ icon, title, description, actionLabel, onAction, code }: ErrorPageProps) {
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        {code && (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
        <Button size="large" onPress={onAction}>
          {actionLabel}
        </Button>
      </div>
    </main>
  );
}
