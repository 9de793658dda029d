import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import styles from './product-explanation.module.css';

/** spec §3 productExplanation (title, subtitle, description) beside the brand's promo image (mobile/desktop). */
export function ProductExplanation() {
  const { t } = useTranslation('landing');
  const { landingContent, offers } = useBrand();
  const { productExplanation: text, promoImageDesktop, promoImageMobile } = landingContent;
  const image = promoImageDesktop ?? promoImageMobile;
  if (!text.title && !text.description && !image) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-explanation">
      <div className={styles.text}>
        {text.subtitle && <p className={styles.eyebrow}>{text.subtitle}</p>}
        <h2 id="landing-explanation" className={styles.title}>
          {text.title || t('explanation.fallbackTitle')}
        </h2>
        {text.description && <p className={styles.description}>{text.description}</p>}
        {offers.isClub && (
          <div className={styles.club}>
            <span className={styles.clubBadge}>{t('club.badge')}</span>
            <div>
              <h3 className={styles.clubTitle}>{t('club.title')}</h3>
              <p className={styles.clubText}>{t('club.description')}</p>
            </div>
          </div>
        )}
      </div>
      {image && (
        <picture className={styles.picture}>
          {promoImageMobile && <source media="(max-width: 768px)" srcSet={promoImageMobile} width={640} height={480} />}
          <img
            className={styles.image}
            src={image}
            alt=""
            width={promoImageDesktop ? 1200 : 640}
            height={promoImageDesktop ? 400 : 480}
            loading="lazy"
            decoding="async"
          />
        </picture>
      )}
    </section>
  );
}
