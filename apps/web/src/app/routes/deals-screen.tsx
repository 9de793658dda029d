import { useTranslation } from 'react-i18next';
import { DealsView } from '../../features/deals/components/deals-view';
import { PageFrame } from './page-frame';
import own from './deals-screen.module.css';
import styles from './search-screen.module.css';

/** spec §2 /deals: the brand's deals list, filterable, each opening a prefilled deal search. */
export function DealsScreen() {
  const { t } = useTranslation('deals');
  return (
    <PageFrame header="light">
      <main className={styles.main} id="main-content">
        <div className={styles.searchBand}>
          <div className={styles.inner}>
            <h1 className={styles.title}>{t('title')}</h1>
            <p className={own.lead}>{t('lead')}</p>
          </div>
        </div>
        <div className={styles.inner}>
          <DealsView />
        </div>
      </main>
    </PageFrame>
  );
}
