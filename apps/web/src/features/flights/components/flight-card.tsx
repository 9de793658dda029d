import type { Money, TransportProposal } from '@wayfare/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { BaggageBadge } from './baggage-badge';
import { FlightPrice } from './flight-price';
import type { PriceDisplayProps } from './flight-price';
import { JourneySummary } from './journey-summary';
import { TripWarnings } from './trip-warnings';
import styles from './flight-card.module.css';

interface FlightCardProps extends PriceDisplayProps {
  proposal: TransportProposal;
  selecting: boolean;
  onDetails: (proposalId: string) => void;
  /** The proposal and the price shown for it (CreateCart displayedPrice). */
  onSelect: (proposalId: string, displayedPrice: Money) => void;
}

/**
 * One itinerary in the results list. Memoised (its props are the proposal from the query cache, plain values and
 * stable handlers): a re-render of the results after hydration or a selection leaves the 20 cards alone. Its two
 * actions are the kit's Button (native buttons): React Aria's press hooks on 40 buttons were the largest part of the
 * flight results' hydration (issue 16 TBT).
 */
export const FlightCard = memo(function FlightCard({
  proposal,
  selecting,
  onDetails,
  onSelect,
  ...price
}: FlightCardProps) {
  const { t } = useTranslation('flights');
  const headingId = `flight-${proposal.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  // Issue 19 item 8: a cabin above economy (the searched one) is named on the card.
  const cabin = proposal.outbound.segments[0]?.cabinClass ?? 'ECONOMY';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.srOnly}>
        {t('card.heading', {
          carriers: proposal.carriers.map((carrier) => carrier.name).join(', '),
          from: proposal.outbound.departure.city,
          to: proposal.outbound.arrival.city,
        })}
      </h3>
      <div className={styles.journeys}>
        <JourneySummary label={t('direction.outbound')} journey={proposal.outbound} t={t} />
        {proposal.inbound && <JourneySummary label={t('direction.inbound')} journey={proposal.inbound} t={t} />}
        <TripWarnings outbound={proposal.outbound} inbound={proposal.inbound} />
        <div className={styles.extras}>
          <BaggageBadge baggage={proposal.baggage} t={t} />
          <span className={styles.fare}>{proposal.fareName}</span>
          {cabin !== 'ECONOMY' && <span className={styles.fare}>{t(`cabin.${cabin}`)}</span>}
          {proposal.seatsLeft !== undefined && proposal.seatsLeft > 0 && proposal.seatsLeft <= 5 && (
            <span className={styles.seats}>{t('card.seatsLeft', { count: proposal.seatsLeft })}</span>
          )}
        </div>
      </div>
      <div className={styles.side}>
        <FlightPrice proposal={proposal} from={(proposal.fareCount ?? 1) > 1} t={t} {...price} />
        <div className={styles.actions}>
          <Button
            size="large"
            block
            isPending={selecting}
            onPress={() => onSelect(proposal.id, proposal.memberPrice ?? proposal.price.total)}
          >
            {t('card.select')}
          </Button>
          <Button variant="ghost" onPress={() => onDetails(proposal.id)} aria-describedby={headingId}>
            {t('card.details')}
          </Button>
        </div>
      </div>
    </article>
  );
});
