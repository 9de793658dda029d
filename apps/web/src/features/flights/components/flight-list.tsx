import { ResultsList } from '../../../components/results/results-list';
import { useStableCallback } from '../../../lib/use-stable-callback';
import type { Money } from '@wayfare/contract';
import type { FlightProposalsPage } from '../api/retrieve-flight-proposals';
import { FlightCard } from './flight-card';
import type { PriceDisplayProps } from './flight-price';
import { FlightCardSkeleton } from './flight-list-skeleton';

interface FlightListProps extends PriceDisplayProps {
  data: FlightProposalsPage | undefined;
  loading: boolean;
  /** A new page or filter is loading: the previous results stay, dimmed, with a progress line. */
  updating: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onDetails: (proposalId: string) => void;
  /** The proposal and the price shown for it (CreateCart displayedPrice). */
  onSelect: (proposalId: string, displayedPrice: Money) => void;
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
  // The cards are memoised: stable handlers keep their props equal when the results re-render.
  const details = useStableCallback(onDetails);
  const select = useStableCallback(onSelect);
  return (
    <ResultsList
      data={data}
      loading={loading}
      updating={updating}
      page={page}
      onPageChange={onPageChange}
      namespace="flights"
      skeletonCount={5}
      renderSkeleton={() => <FlightCardSkeleton />}
      renderItem={(proposal) => (
        <FlightCard
          proposal={proposal}
          selecting={selectingId === proposal.id}
          onDetails={details}
          onSelect={select}
          {...price}
        />
      )}
    />
  );
}
