import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import type { ConsentCategory } from '../../../lib/consent-store';
import { categoriesFor } from '../model/consent';
import type { ConsentChoice } from '../model/consent';
import styles from './consent-banner.module.css';

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

/**
 * While the fixed banner shows, the page keeps its height free at the bottom when it scrolls a focused element
 * into view, so the banner never covers what has focus (WCAG 2.4.11; it hid 18 of 45 focus stops on phones).
 */
function useScrollPaddingFor(banner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!element) return;
    const apply = () => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [banner]);
}
