import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { ModalDialog } from '../../../components/ui/kit/dialog';
import { useBrand } from '../../../lib/brand-context';
import { useCleanAllConfigurationCaches } from '../api/clean-all-configuration-caches';
import { useInvalidateBrandConfig } from '../api/invalidate-brand-config';
import { CacheStatus } from './cache-status';
import styles from './devtools-panel.module.css';
import { OutboxList } from './outbox-list';
import { TestTokenList } from './test-token-list';

/**
 * spec §2 developer panel: a floating button opening a dialog to invalidate this domain's brand-config cache,
 * invalidate all of them, sign in with one of the four test tokens, and read the booking emails of the outbox.
 */
export function DevtoolsPanel() {
  const { t } = useTranslation('devtools');
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const invalidateOne = useInvalidateBrandConfig();
  const invalidateAll = useCleanAllConfigurationCaches();

  return (
    <>
      {/* A plain button: the kit's Button has no test id, and this one only exists on localhost. */}
      <button
        type="button"
        className={styles.launcher}
        aria-label={t('open')}
        title={t('open')}
        onClick={() => setOpen(true)}
        data-testid="devtools-launcher"
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M8 7 3 12l5 5M16 7l5 5-5 5M14 4l-4 16"
          />
        </svg>
      </button>
      <ModalDialog title={t('title')} isOpen={open} onOpenChange={setOpen} className={styles.dialog}>
        {(close) => (
          <>
            <section className={styles.section} aria-labelledby="devtools-cache">
              <h3 id="devtools-cache" className={styles.sectionTitle}>
                {t('cache.title')}
              </h3>
              <p className={styles.hint}>{t('cache.description')}</p>
              <div className={styles.row}>
                <Button
                  variant="secondary"
                  isPending={invalidateOne.isPending}
                  onPress={() => invalidateOne.mutate(brand.domain)}
                >
                  {t('cache.invalidateDomain', { domain: brand.domain })}
                </Button>
                <Button variant="secondary" isPending={invalidateAll.isPending} onPress={() => invalidateAll.mutate()}>
                  {t('cache.invalidateAll')}
                </Button>
              </div>
              <CacheStatus domain={brand.domain} one={invalidateOne} all={invalidateAll} />
            </section>
            <section className={styles.section} aria-labelledby="devtools-tokens">
              <h3 id="devtools-tokens" className={styles.sectionTitle}>
                {t('tokens.title')}
              </h3>
              <p className={styles.hint}>{t('tokens.description')}</p>
              <TestTokenList />
            </section>
            <section className={styles.section} aria-labelledby="devtools-outbox">
              <h3 id="devtools-outbox" className={styles.sectionTitle}>
                {t('outbox.title')}
              </h3>
              <p className={styles.hint}>{t('outbox.description')}</p>
              <OutboxList />
            </section>
            <div className={styles.footer}>
              <Button variant="ghost" onPress={close}>
                {t('close')}
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
    </>
  );
}
