import { useMemo } from 'react';
import { ResultsList } from '../../../components/results/results-list';
import type { StayProposalsPage } from '../api/retrieve-stay-proposals';
import { StayCard } from './stay-card';
import { useProgressiveList } from '../../../lib/use-progressive-list';
import styles from './stay-results.module.css';

const NO_STAYS: StayProposalsPage['proposals'] = [];

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

/** A card-shaped placeholder, the height of a real card, so nothing jumps when results arrive. */
function StayCardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true">
      <div className={styles.skeletonImage} />
      <div className={styles.skeletonLines}>
        <span />
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

/** A page of stays with paging (spec §9: 20 per page, page 1 first); its first cards render first (TBT). */
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
  const proposals = useProgressiveList(data?.proposals ?? NO_STAYS);
  const shown = useMemo(() => (data ? { ...data, proposals } : undefined), [data, proposals]);
  // aria-busy while the page's later cards are still to come (the first pass shows only the first ones).
  const pending = data !== undefined && proposals.length < data.proposals.length;
  return (
    <div className={styles.progressive} aria-busy={pending}>
      <ResultsList
        data={shown}
        loading={loading}
        updating={updating}
        page={page}
        onPageChange={onPageChange}
        namespace="stays"
        className={styles.cardContainer}
        skeletonCount={4}
        renderSkeleton={() => <StayCardSkeleton />}
        renderItem={(proposal, index) => (
          <StayCard
            proposal={proposal}
            href={hrefFor(proposal.id)}
            highlighted={highlightedId === proposal.id}
            eager={index < 2}
            {...card}
          />
        )}
      />
    </div>
  );
}
