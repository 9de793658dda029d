import { useTranslation } from 'react-i18next';
import styles from './plain-exception-page.module.css';
import { useViewed } from './use-viewed';

/**
 * The exception page without the UI toolkit or the router (spec §2 runtime error): the last resort when the
 * themed page itself cannot render. A plain link home, which also restarts the app.
 */
export function PlainExceptionPage({ onViewed }: { onViewed?: () => void }) {
  const { t } = useTranslation();
  useViewed(onViewed);
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{t('exception.generic.title')}</h1>
        <p className={styles.description}>{t('exception.generic.subtitle')}</p>
        <a className={styles.home} href="/">
          {t('exception.generic.cta')}
        </a>
      </div>
    </main>
  );
}
