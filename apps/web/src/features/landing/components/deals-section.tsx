import type { ProductType } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { dealProduct, dealsFor } from '../model/landing-content';
import type { SelectDestination } from './landing-types';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

/** The brand's deals (offers.deals, with images); choosing one pre-fills the search with its destination. */
export function DealsSection({ product, onSelect }: { product: ProductType; onSelect: SelectDestination }) {
  const { t } = useTranslation('landing');
  const brand = useBrand();
  const deals = dealsFor(brand, product);
  if (deals.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-deals">
      <SectionHeading
        id="landing-deals"
        title={t('deals.title')}
        lead={t('deals.subtitle')}
        action={
          <Link className={styles.seeAll} to="/deals">
            {t('deals.seeAll')}
          </Link>
        }
      />
      <ul className={`${styles.cards} ${styles.dealCards}`}>
        {deals.map((deal) => {
          const dealType = dealProduct(brand, deal);
          return (
            <li key={deal.id} className={styles.cardItem}>
              <button
                type="button"
                className={styles.card}
                aria-label={t('deals.select', { title: deal.title })}
                onClick={() => onSelect({ code: deal.destinationCode, name: deal.destinationName }, dealType)}
              >
                <span className={styles.cardMedia}>
                  <img
                    className={styles.cardImage}
                    src={deal.imageUrl}
                    alt=""
                    width={800}
                    height={520}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.tag}>{t(`products.${dealType}`)}</span>
                </span>
                <span className={styles.cardBody}>
                  <span className={styles.cardTitle}>{deal.title}</span>
                  <span className={styles.cardText}>{deal.destinationName}</span>
                  <span className={styles.cardAction} aria-hidden="true">
                    {t('deals.cta')} →
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
