import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ConsentCategory } from '../../../lib/consent-store';
import { categoriesFor } from '../model/consent';
import type { ConsentChoice } from '../model/consent';
import styles from './consent-banner.module.css';

// The modal (antd Modal and Switch) is its own chunk, loaded only when the visitor asks to manage cookies.
const ConsentModal = lazy(() => import('./consent-modal').then((module) => ({ default: module.ConsentModal })));

export interface ConsentBannerProps {
  /** The brand's cookie-policy page, when it has one. */
  cookiePolicyUrl?: string;
  onChoose(categories: ConsentCategory[]): void;
}

/**
 * spec §2 cookie banner: title, description, "manage cookies" and "accept". design.md: rejecting is one click,
 * as easy as accepting, so "reject all" sits on the banner too, with the same weight as accept.
 */
export function ConsentBanner({ cookiePolicyUrl, onChoose }: ConsentBannerProps) {
  const { t } = useTranslation('consent');
  const [managing, setManaging] = useState(false);
  const choose = (choice: ConsentChoice) => onChoose(categoriesFor(choice));

  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-banner-title" className={styles.title}>
            {t('banner.title')}
          </h2>
          <p className={styles.description}>{t('banner.description')}</p>
        </div>
        <div className={styles.actions}>
          <Button className={styles.manage} onClick={() => setManaging(true)}>
            {t('banner.manage')}
          </Button>
          <Button onClick={() => choose({ kind: 'rejectAll' })}>{t('banner.reject')}</Button>
          <Button type="primary" onClick={() => choose({ kind: 'acceptAll' })}>
            {t('banner.accept')}
          </Button>
        </div>
      </div>
      {managing && (
        <Suspense fallback={null}>
          <ConsentModal
            open={managing}
            cookiePolicyUrl={cookiePolicyUrl}
            onChoose={onChoose}
            onClose={() => setManaging(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
