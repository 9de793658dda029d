import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import type { ConsentCategory } from '../../../lib/consent-store';
import { categoriesFor } from '../model/consent';
import type { ConsentChoice } from '../model/consent';
import styles from './consent-banner.module.css';
import { useScrollPaddingFor } from './use-scroll-padding-for';

// The modal (kit dialog and switches) is its own chunk, loaded only when the visitor asks to manage cookies.
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
  const banner = useRef<HTMLElement>(null);
  useScrollPaddingFor(banner);

  return (
    <section ref={banner} className={styles.banner} aria-labelledby="consent-banner-title" data-testid="consent-banner">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-banner-title" className={styles.title}>
            {t('banner.title')}
          </h2>
          <p className={styles.description}>{t('banner.description')}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" className={styles.manage} onPress={() => setManaging(true)}>
            {t('banner.manage')}
          </Button>
          <Button variant="secondary" onPress={() => choose({ kind: 'rejectAll' })}>
            {t('banner.reject')}
          </Button>
          <Button onPress={() => choose({ kind: 'acceptAll' })}>{t('banner.accept')}</Button>
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
