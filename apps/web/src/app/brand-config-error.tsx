import styles from './brand-config-error.module.css';

/**
 * spec §2: when the brand configuration is missing, a generic error page with no text is shown (there is no
 * brand language to write it in). The failure itself is logged by the query cache (spec §8).
 */
export function BrandConfigError() {
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
