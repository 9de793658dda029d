import type { ProductType } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { linkKind, promoBanners } from '../model/landing-content';
import type { PromoEntry } from '../model/landing-content';
import styles from './promo-banners.module.css';

function Cta({ entry, label }: { entry: PromoEntry; label: string }) {
  const { ctaUrl } = entry.banner;
  const kind = linkKind(ctaUrl);
  if (kind === 'internal') {
    return (
      <Link className={styles.cta} to={ctaUrl}>
        {label}
      </Link>
    );
  }
  if (kind === 'external') {
    return (
      <a className={styles.cta} href={ctaUrl} rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return null;
}

/** spec §3 promoCampaign: one banner per product (dp, h, f); its texts are `common` translation keys. */
export function PromoBanners({ product }: { product: ProductType }) {
  const { t } = useTranslation(['landing', 'common']);
  const brand = useBrand();
  const entries = promoBanners(brand, product);
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-promos">
      <h2 id="landing-promos" className={styles.heading}>
        {t('promos.title')}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.slot} className={styles.banner}>
            {entry.banner.imageUrl && (
              <img
                className={styles.image}
                src={entry.banner.imageUrl}
                alt=""
                width={800}
                height={400}
                loading="lazy"
                decoding="async"
              />
            )}
            <div className={styles.body}>
              <h3 className={styles.title}>{t(entry.banner.titleKey, { ns: 'common' })}</h3>
              <p className={styles.subtitle}>{t(entry.banner.subtitleKey, { ns: 'common' })}</p>
              <Cta entry={entry} label={t(entry.banner.ctaKey, { ns: 'common' })} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
