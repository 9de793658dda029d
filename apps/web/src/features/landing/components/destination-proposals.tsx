import type { ProductType } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import { proposalsFor } from '../model/landing-content';
import type { SelectDestination } from './landing-types';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

/** spec §3 destination proposals of the active product; choosing one pre-fills the search destination. */
export function DestinationProposals({ product, onSelect }: { product: ProductType; onSelect: SelectDestination }) {
  const { t } = useTranslation('landing');
  const brand = useBrand();
  const proposals = proposalsFor(brand, product);
  if (proposals.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="landing-proposals">
      <SectionHeading id="landing-proposals" title={t('proposals.title')} lead={t('proposals.subtitle')} />
      <ul className={styles.cards}>
        {proposals.map((proposal) => (
          <li key={proposal.id} className={styles.cardItem}>
            <button
              type="button"
              className={styles.card}
              aria-label={t('proposals.select', { name: proposal.title })}
              onClick={() => onSelect({ code: proposal.code, name: proposal.name }, product)}
            >
              <img
                className={styles.cardImage}
                src={proposal.imageUrl}
                alt=""
                width={800}
                height={520}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.cardBody}>
                <span className={styles.cardTitle}>{proposal.title}</span>
                {proposal.subtitle && <span className={styles.cardText}>{proposal.subtitle}</span>}
                <span className={styles.cardAction} aria-hidden="true">
                  {t('proposals.cta')} →
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
