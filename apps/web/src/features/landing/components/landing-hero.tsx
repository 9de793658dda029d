import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import styles from './landing-hero.module.css';

/** The brand's hero (title, subtitle, background image) with the search box overlapping it on desktop. */
export function LandingHero({ searchBox, searchRef }: { searchBox: ReactNode; searchRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('landing');
  const { landingContent, offers } = useBrand();
  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-title">
        {/* The LCP element: eager and high priority; decorative, the title says what it shows. */}
        <img
          className={styles.image}
          src={landingContent.heroBackgroundImage}
          alt=""
          width={1440}
          height={560}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
        <div className={styles.shade} aria-hidden="true" />
        <div className={styles.inner}>
          {offers.isClub && <span className={styles.badge}>{t('club.badge')}</span>}
          <h1 id="landing-title" className={styles.title}>
            {landingContent.heroTitle}
          </h1>
          {landingContent.heroSubtitle && <p className={styles.subtitle}>{landingContent.heroSubtitle}</p>}
        </div>
      </section>
      <div ref={searchRef} className={styles.search} tabIndex={-1} aria-label={t('searchRegion')} role="region">
        {searchBox}
      </div>
    </>
  );
}
