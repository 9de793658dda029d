import { PAGE_SIZE } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/feedback';
import type { StayProposalsPage } from '../api/retrieve-stay-proposals';
import { StayCard } from './stay-card';
import styles from './stay-results.module.css';

interface StayListProps {
  data: StayProposalsPage | undefined;
  loading: boolean;
  /** Another page, sort or filter is loading: the previous stays stay, dimmed, with a progress line. */
  updating: boolean;
  page: number;
  onPageChange: (page: number) => void;
  hrefFor: (proposalId: string) => string;
  nights: number;
  travellers: number;
  language: string;
  customPointsLabel?: string | null;
  highlightedId: string | null;
}

function StayListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={styles.list}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <div className={styles.skeletonImage} />
          <div className={styles.skeletonLines}>
            <span />
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A page of stays with paging (spec §9: 20 per page, page 1 first). */
export function StayList({
  data,
  loading,
  updating,
  page,
  onPageChange,
  hrefFor,
  highlightedId,
  ...card
}: StayListProps) {
  const { t } = useTranslation('stays');
  if (loading || !data) return <StayListSkeleton label={t('results.loading')} />;
  if (data.proposals.length === 0) {
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
        {data.proposals.map((proposal, index) => (
          <li key={proposal.id}>
            <StayCard
              proposal={proposal}
              href={hrefFor(proposal.id)}
              highlighted={highlightedId === proposal.id}
              eager={index < 2}
              {...card}
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
