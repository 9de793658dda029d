import styles from './startup-error.module.css';

/**
 * Shown when the app cannot start at all (no usable runtime configuration): no brand and no translations yet,
 * so plain English and plain HTML. Never a blank page.
 */
export function StartupError({ message }: { message: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.title}>The site could not start</h1>
        <p className={styles.detail}>{message}</p>
        <button type="button" className={styles.retry} onClick={() => location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
