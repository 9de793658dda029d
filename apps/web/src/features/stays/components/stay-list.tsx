import { ResultsList } from '../../../components/results/results-list';
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
  /** The detail link; with the card's rate, the hotel page opens on the rate the card priced (issue 13 §4). */
  hrefFor: (proposalId: string, rateId?: string) => string;
  nights: number;
  travellers: number;
  language: string;
  /** The brand locale of the amounts (useBrandLocale). */
  locale: string;
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
  return (
    <ResultsList
      data={data}
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
          href={hrefFor(proposal.id, proposal.rateId)}
          highlighted={highlightedId === proposal.id}
          eager={index < 2}
          {...card}
        />
      )}
    />
  );
}
