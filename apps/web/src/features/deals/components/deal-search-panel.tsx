import type { DealItem } from '@wayfare/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBrandLocale, useMoneyFormat } from '../../../lib/money';
import { formatDealDates } from '../model/deal-format';
import styles from './deal-search-panel.module.css';

const MAX_ADULTS = 9;

function LockIcon() {
  return (
    <svg className={styles.lock} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}

/**
 * The deal as the search form of /deal-search (spec §2): the deal's banner and its fixed parameters, shown but
 * not editable (destination, dates, product, and the departure it was priced from); only travellers can change.
 */
export function DealSearchPanel({ deal }: { deal: DealItem }) {
  const { t } = useTranslation('deals');
  const locale = useBrandLocale();
  const formatMoney = useMoneyFormat();
  const [params, setParams] = useSearchParams();
  const adultsId = useId();
  const adults = Math.min(Math.max(Number(params.get('adults')) || 2, 1), MAX_ADULTS);
  const fixed = [
    { label: t('search.product'), value: t(`products.${deal.productType}`) },
    ...(deal.departure ? [{ label: t('search.departure'), value: deal.departureName ?? deal.departure }] : []),
    { label: t('search.destination'), value: deal.destination.name },
    { label: t('search.dates'), value: formatDealDates(deal.dates.from, deal.dates.to, locale) },
  ];
  const changeAdults = (value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('adults', String(value));
        // A new party is a new search: back to its first page.
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className={styles.panel} aria-labelledby="deal-banner-title">
      <img className={styles.image} src={deal.imageUrl} alt="" width={800} height={520} decoding="async" />
      <div className={styles.content}>
        <p className={styles.kicker}>{t('search.kicker')}</p>
        <h1 className={styles.title} id="deal-banner-title">
          {deal.title}
        </h1>
        <p className={styles.summary}>
          {t('search.summary', {
            dates: formatDealDates(deal.dates.from, deal.dates.to, locale),
            price: formatMoney(deal.priceFrom),
          })}
        </p>
        <div className={styles.form}>
          <dl className={styles.fixed} aria-describedby="deal-fixed-note">
            {fixed.map((item) => (
              <div key={item.label} className={styles.fixedItem}>
                <dt className={styles.fixedLabel}>{item.label}</dt>
                <dd className={styles.fixedValue}>
                  <LockIcon />
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className={styles.travellers}>
            <label className={styles.fixedLabel} htmlFor={adultsId}>
              {t('search.adults')}
            </label>
            <select
              id={adultsId}
              className={styles.select}
              value={adults}
              onChange={(event) => changeAdults(Number(event.target.value))}
            >
              {Array.from({ length: MAX_ADULTS }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={styles.note} id="deal-fixed-note">
          <LockIcon />
          {t('search.fixed')}
        </p>
        <Link to="/deals" className={styles.back}>
          ← {t('search.back')}
        </Link>
      </div>
    </section>
  );
}

/** /deal-search while the deals load, when they failed, or for a deal that no longer exists. */
export function DealSearchStatus({
  status,
  onRetry,
}: {
  status: 'loading' | 'missing' | 'error';
  onRetry?: () => void;
}) {
  const { t } = useTranslation('deals');
  if (status === 'loading') {
    return (
      <section className={styles.panel} aria-busy="true" aria-labelledby="deal-banner-title">
        <div className={styles.content}>
          <h1 className={styles.title} id="deal-banner-title">
            {t('search.loading')}
          </h1>
        </div>
      </section>
    );
  }
  const error = status === 'error';
  return (
    <section className={styles.panel} aria-labelledby="deal-banner-title">
      <div className={styles.content}>
        <h1 className={styles.title} id="deal-banner-title">
          {t(error ? 'error.title' : 'search.missing.title')}
        </h1>
        <p className={styles.summary}>{t(error ? 'error.description' : 'search.missing.description')}</p>
        {error && onRetry ? (
          <button type="button" className={styles.primary} onClick={onRetry}>
            {t('error.action')}
          </button>
        ) : (
          <Link to="/deals" className={styles.primary}>
            {t('search.missing.action')}
          </Link>
        )}
      </div>
    </section>
  );
}
