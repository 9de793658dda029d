import { useTranslation } from 'react-i18next';
import { ChangeSearchButton, EmptyState } from '../../../components/results/empty-state';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useMoneyFormat } from '../../../lib/money';
import type { FreeFlightConditions } from '../model/free-flight';
import { freeFlightVoucher } from '../model/free-flight';
import styles from './flight-results.module.css';

/**
 * spec §9 free flight: the voucher in the brand's currency ("flights up to 150 €, free with your voucher"; the
 * × 100 ceiling is the same amount in cents, sent to the API only), its code, applied by the server, and the
 * forced price sort.
 */
export function FreeFlightBanner({ conditions, currency }: { conditions: FreeFlightConditions; currency: string }) {
  const { t } = useTranslation('flights');
  const formatMoney = useMoneyFormat();
  const amount = formatMoney(freeFlightVoucher(conditions, currency), { minimumFractionDigits: 0 });
  return (
    <div className={styles.voucher} role="note">
      <span className={styles.voucherBadge} aria-hidden="true">
        ✈
      </span>
      <div>
        <p className={styles.voucherTitle}>{t('freeFlight.title', { amount })}</p>
        <p className={styles.voucherText}>
          {conditions.voucherCode && <>{t('freeFlight.code', { code: conditions.voucherCode })} </>}
          {t('freeFlight.description')}
        </p>
      </div>
    </div>
  );
}

interface NoResultsProps {
  /** Why nothing shows: nothing searched yet, or the search found nothing (spec §4 no-result message). */
  reason: 'incomplete' | 'none';
  changeSearchHref: string;
  onChangeSearch?: () => void;
  onClearFilters: (() => void) | null;
}

/** spec §4/§8: NO_CONTENT and any other failure show the no-result message, with a way to change the search. */
export function NoResults({ reason, changeSearchHref, onChangeSearch, onClearFilters }: NoResultsProps) {
  const { t } = useTranslation('flights');
  return (
    <EmptyState
      brandIcon
      alert={reason === 'none'}
      icon={
        <>
          <path
            d="M8 38 L28 30 L26 10 L32 8 L42 28 L56 24 C60 23 62 27 58 29 L14 46 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <path d="M8 56 H56" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </>
      }
      title={t(reason === 'none' ? 'noResults.title' : 'incomplete.title')}
      text={t(reason === 'none' ? 'noResults.description' : 'incomplete.description')}
      actions={
        <>
          {onClearFilters && (
            <Button variant="secondary" size="large" onPress={onClearFilters}>
              {t('noResults.clearFilters')}
            </Button>
          )}
          <ChangeSearchButton label={t('noResults.changeSearch')} href={changeSearchHref} onClick={onChangeSearch} />
        </>
      }
    />
  );
}

/** The select action failed (the cart service refused or is not available): say so, clearly. */
export function SelectError({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <InlineAlert tone="error" title={t('select.errorTitle')} onDismiss={onClose} dismissLabel={t('notice.close')}>
      {t('select.errorDescription')}
    </InlineAlert>
  );
}

/** The select action worked: the flight is in a new cart. */
export function SelectAdded({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <InlineAlert tone="success" title={t('select.addedTitle')} onDismiss={onClose} dismissLabel={t('notice.close')}>
      {t('select.addedDescription')}
    </InlineAlert>
  );
}
