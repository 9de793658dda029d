import type { FareFamilyId, FareOption, Journey, Money } from '@wayfare/contract';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { Drawer } from '../../../components/ui/kit/drawer';
import { InlineAlert, Skeleton } from '../../../components/ui/kit/status';
import { useFlightProposal } from '../api/get-flight-proposal';
import { useBrandLocale, useMoneyFormat } from '../../../lib/money';
import { dayShift, localDate, localTime } from '../model/itinerary-format';
import { BaggageBadge } from './baggage-badge';
import { durationLabel } from './duration';
import { FareComparison } from './fare-comparison';
import { FlightPrice } from './flight-price';
import type { PriceDisplayProps } from './flight-price';
import styles from './flight-detail.module.css';
import { TripWarnings } from './trip-warnings';
import { dateTimeFormat } from '../../../lib/intl-format';

interface FlightDetailDrawerProps extends PriceDisplayProps {
  proposalId: string | null;
  /** The search the proposal was listed by: the detail is priced like its card. */
  searchId: string | null;
  onClose: () => void;
  /** The proposal, the price shown for it (CreateCart displayedPrice) and the chosen fare family. */
  onSelect: (proposalId: string, displayedPrice: Money, fareId?: FareFamilyId) => void;
  selecting: boolean;
  /** The select outcome notice, shown inside the drawer too (the list behind it is covered). */
  notice: ReactNode;
}

function JourneyDetail({ title, journey, locale }: { title: string; journey: Journey; locale: string }) {
  const { t } = useTranslation('flights');
  // The brand's locale (en-IE: "Mon 25 Jan"), as the search form and the cards: the bare language is US order.
  const date = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const day = (iso: string) => date.format(new Date(`${localDate(iso)}T12:00:00Z`));
  return (
    <section className={styles.journey} aria-label={title}>
      <h3 className={styles.journeyTitle}>
        {title} · {day(journey.departure.time)}
        <span className={styles.journeyMeta}>
          {durationLabel(t, journey.durationMinutes)} ·{' '}
          {journey.stops === 0 ? t('stops.direct') : t('stops.count', { count: journey.stops })}
        </span>
      </h3>
      <ol className={styles.segments}>
        {journey.segments.map((segment, index) => {
          const shift = dayShift(segment.departure.time, segment.arrival.time);
          const layover = journey.connectionTimesMinutes[index];
          return (
            <li key={segment.id} className={styles.segmentItem}>
              <div className={styles.segment}>
                <p className={styles.segmentTimes}>
                  <strong>{localTime(segment.departure.time)}</strong> {segment.departure.city} (
                  {segment.departure.airport})
                  {segment.departure.terminal
                    ? ` · ${t('detail.terminal', { terminal: segment.departure.terminal })}`
                    : ''}
                </p>
                <p className={styles.segmentInfo}>
                  {segment.carrier.name} {segment.flightNumber} · {t(`cabin.${segment.cabinClass}`)} ·{' '}
                  {durationLabel(t, segment.durationMinutes)}
                  {segment.operatingCarrier && segment.operatingCarrier.code !== segment.carrier.code
                    ? ` · ${t('detail.operatedBy', { carrier: segment.operatingCarrier.name })}`
                    : ''}
                </p>
                <p className={styles.segmentTimes}>
                  <strong>{localTime(segment.arrival.time)}</strong>
                  {shift !== 0 && <sup className={styles.dayShift}>{shift > 0 ? `+${shift}` : shift}</sup>}{' '}
                  {segment.arrival.city} ({segment.arrival.airport})
                  {segment.arrival.terminal ? ` · ${t('detail.terminal', { terminal: segment.arrival.terminal })}` : ''}
                </p>
              </div>
              {index < journey.segments.length - 1 && layover !== undefined && (
                <p className={styles.layover}>
                  {t('connection', { airport: segment.arrival.airportName, duration: durationLabel(t, layover) })}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type ProposalDetail = NonNullable<ReturnType<typeof useFlightProposal>['data']>;

/** The detail as bought in one of its fare families: that fare's server prices, bags and terms. */
function inFare(detail: ProposalDetail, fare: FareOption): ProposalDetail {
  const { id, name, seatSelection, ...terms } = fare;
  const { memberPrice: _listOnly, ...rest } = detail;
  return {
    ...rest,
    ...terms,
    fareName: name,
    fareFamily: id,
    seatSelection,
    seatSelectionAvailable: seatSelection !== 'NONE',
  };
}

/** The detail view of one proposal (GetTransportProposalByProposalId): segments, fare rules, bags and price. */
export function FlightDetailDrawer(props: FlightDetailDrawerProps) {
  const { proposalId, searchId, onClose, onSelect, selecting, notice, ...price } = props;
  const formatMoney = useMoneyFormat();
  const locale = useBrandLocale();
  const { t } = useTranslation('flights');
  const { t: common } = useTranslation();
  const detail = useFlightProposal({ proposalId, searchId });
  const [chosenFare, setChosenFare] = useState<{ proposalId: string; fareId: FareFamilyId } | null>(null);
  const loaded = detail.data;
  // The chosen fare family's server prices and terms stand in for the proposal's (its cheapest fare).
  const fare = loaded?.fares.find((option) => option.id === chosenFare?.fareId && chosenFare.proposalId === loaded.id);
  const proposal = loaded && fare ? inFare(loaded, fare) : loaded;
  return (
    <Drawer
      isOpen={proposalId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('detail.title')}
      closeLabel={common('ui.close')}
      footer={
        proposal ? (
          <div className={styles.footer}>
            <FlightPrice proposal={proposal} t={t} {...price} />
            <Button
              size="large"
              isPending={selecting}
              onPress={() => onSelect(proposal.id, proposal.memberPrice ?? proposal.price.total, proposal.fareFamily)}
            >
              {t('card.select')}
            </Button>
          </div>
        ) : null
      }
    >
      {detail.isPending && proposalId !== null && (
        <div className={styles.body} role="status" aria-label={t('results.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} width={index % 2 ? '60%' : '90%'} />
          ))}
        </div>
      )}
      {detail.isError && <InlineAlert tone="error">{t('detail.error')}</InlineAlert>}
      {proposal && (
        <div className={styles.body}>
          {notice}
          <TripWarnings outbound={proposal.outbound} inbound={proposal.inbound} />
          <JourneyDetail title={t('direction.outbound')} journey={proposal.outbound} locale={locale} />
          {proposal.inbound && (
            <JourneyDetail title={t('direction.inbound')} journey={proposal.inbound} locale={locale} />
          )}
          {proposal.fares.length > 1 && (
            <FareComparison
              fares={proposal.fares}
              value={proposal.fareFamily ?? proposal.fares[0]!.id}
              onChange={(fareId) => setChosenFare({ proposalId: proposal.id, fareId })}
            />
          )}
          <section className={styles.facts} aria-label={t('detail.fare')}>
            <h3 className={styles.journeyTitle}>
              {t('detail.fare')}: {proposal.fareName}
            </h3>
            {proposal.fares.length <= 1 && (
              <>
                <BaggageBadge baggage={proposal.baggage} t={t} />
                <ul className={styles.rules}>
                  <li>{proposal.fareRules.refundable ? t('detail.refundable') : t('detail.nonRefundable')}</li>
                  <li>
                    {!proposal.fareRules.changeable
                      ? t('detail.notChangeable')
                      : proposal.fareRules.changeFee
                        ? t('detail.changeFee', {
                            amount: formatMoney(proposal.fareRules.changeFee),
                          })
                        : t('detail.freeChange')}
                  </li>
                  {proposal.seatSelectionAvailable && <li>{t('detail.seatSelection')}</li>}
                </ul>
              </>
            )}
            <ul className={styles.breakdown}>
              {proposal.price.perTraveller.map((item) => (
                <li key={item.type}>
                  <span>{t(`travellers.${item.type}`, { count: item.count })}</span>
                  <span>
                    {item.count} × {formatMoney(item.amount)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Drawer>
  );
}
