import styles from './brand-config-error-page.module.css';
import { useViewed } from './use-viewed';

/**
 * spec §2 / §8: when the brand configuration is missing, a generic error page with NO text (there is no brand
 * and no language to write it in), and the app stays blank otherwise. `onViewed` reports the view once.
 */
export function BrandConfigErrorPage({ onViewed }: { onViewed?: () => void }) {
  useViewed(onViewed);
  return (
    <main className={styles.page} data-testid="brand-config-error">
      <svg className={styles.icon} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="44" fill="none" stroke="currentColor" strokeWidth="6" />
        <rect x="44" y="22" width="8" height="34" rx="4" fill="currentColor" />
        <circle cx="48" cy="70" r="5" fill="currentColor" />
      </svg>
    </main>
  );
}
