import { PAGE_SIZE } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/feedback';
import type { FlightProposalsPage } from '../api/retrieve-flight-proposals';
import { FlightCard } from './flight-card';
import type { PriceDisplayProps } from './flight-price';
import { FlightListSkeleton } from './flight-list-skeleton';
import styles from './flight-results.module.css';

interface FlightListProps extends PriceDisplayProps {
  data: FlightProposalsPage | undefined;
  loading: boolean;
  /** A new page or filter is loading: the previous results stay, dimmed, with a progress line. */
  updating: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onDetails: (proposalId: string) => void;
  onSelect: (proposalId: string) => void;
  selectingId: string | null;
}

/** The page of itineraries with paging (spec §9: 20 per page, page 1 first). */
export function FlightList({
  data,
  loading,
  updating,
  page,
  onPageChange,
  onDetails,
  onSelect,
  selectingId,
  ...price
}: FlightListProps) {
  const { t } = useTranslation('flights');
  if (loading || !data) return <FlightListSkeleton label={t('results.loading')} />;
  if (data.proposals.length === 0) {
    // A page number past the end (an old link): offer the first page rather than an empty screen.
    return (
      <div className={styles.pastEnd}>
        <p>{t('results.pastEnd')}</p>
        <Button onClick={() => onPageChange(1)}>{t('results.firstPage')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.listWrap}>
      {updating && <div className={styles.progress} role="progressbar" aria-label={t('results.updating')} />}
      <ol className={`${styles.list} ${updating ? styles.listUpdating : ''}`} aria-busy={updating}>
        {data.proposals.map((proposal) => (
          <li key={proposal.id}>
            <FlightCard
              proposal={proposal}
              selecting={selectingId === proposal.id}
              onDetails={onDetails}
              onSelect={onSelect}
              {...price}
            />
          </li>
        ))}
      </ol>
      {data.totalCount > PAGE_SIZE && (
        <nav className={styles.pagination} aria-label={t('results.pages')}>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.totalCount}
            showSizeChanger={false}
            showLessItems
            onChange={onPageChange}
          />
        </nav>
      )}
    </div>
  );
}
