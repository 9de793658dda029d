import type { TransportProposal } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { Checkbox } from '../../../components/ui/kit/checkbox';
import { Drawer } from '../../../components/ui/kit/drawer';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useAlternativeTransports } from '../api/alternative-transports';
import type { AlternativeTransportsBody } from '../api/alternative-transports';
import { alternativesBody } from '../model/alternatives';
import { useMoneyFormat } from '../../../lib/money';
import styles from './hotel-detail.module.css';

type Journey = TransportProposal['outbound'];
const time = (iso: string) => iso.slice(11, 16);

function JourneyLine({ journey, label }: { journey: Journey; label: string }) {
  const { t } = useTranslation('hotel-detail');
  const hours = Math.floor(journey.durationMinutes / 60);
  const minutes = journey.durationMinutes % 60;
  return (
    <p className={styles.journey}>
      <span className={styles.journeyLabel}>{label}</span>
      <span>
        <strong>{time(journey.departure.time)}</strong> {journey.departure.airport} →{' '}
        <strong>{time(journey.arrival.time)}</strong> {journey.arrival.airport}
      </span>
      <span className={styles.journeyMeta}>
        {t('flight.duration', { hours, minutes })} ·{' '}
        {journey.stops === 0 ? t('flight.direct') : t('flight.stops', { count: journey.stops })}
      </span>
    </p>
  );
}

export function FlightSummary({ flight }: { flight: TransportProposal }) {
  const { t } = useTranslation('hotel-detail');
  return (
    <div className={styles.flightSummary}>
      <p className={styles.carriers}>
        {flight.carriers.map((carrier) => carrier.name).join(', ')} · {flight.fareName}
      </p>
      <JourneyLine journey={flight.outbound} label={t('flight.outbound')} />
      {flight.inbound && <JourneyLine journey={flight.inbound} label={t('flight.inbound')} />}
    </div>
  );
}

interface PackageFlightPanelProps {
  pricingId: string;
  flight: TransportProposal;
  onChoose: (transportProposalId: string) => void;
  changing: boolean;
  changeFailed: boolean;
}

/** DP: the package's flight and the way to change it (GetAlternativeTransports with the flight facets, UpdateTransport). */
export function PackageFlightPanel({ pricingId, flight, onChoose, changing, changeFailed }: PackageFlightPanelProps) {
  const { t } = useTranslation('hotel-detail');
  const { t: common } = useTranslation();
  const formatMoney = useMoneyFormat();
  const [open, setOpen] = useState(false);
  const [directOnly, setDirectOnly] = useState(false);
  const body: AlternativeTransportsBody = alternativesBody({ directOnly });
  const alternatives = useAlternativeTransports({ pricingId, body, enabled: open });
  return (
    <section className={styles.card} aria-labelledby="package-flight">
      <div className={styles.cardHead}>
        <h2 id="package-flight" className={styles.cardTitle}>
          {t('flight.title')}
        </h2>
        <Button variant="secondary" onPress={() => setOpen(true)} isPending={changing}>
          {t('flight.change')}
        </Button>
      </div>
      <FlightSummary flight={flight} />
      {changeFailed && <InlineAlert tone="error">{t('flight.changeError')}</InlineAlert>}
      <Drawer
        isOpen={open}
        onOpenChange={setOpen}
        title={t('flight.alternativesTitle')}
        closeLabel={common('ui.close')}
        className={styles.alternativesDrawer}
      >
        <Checkbox isSelected={directOnly} onChange={setDirectOnly}>
          {t('flight.directOnly')}
        </Checkbox>
        {alternatives.isError && <InlineAlert tone="error">{t('flight.alternativesError')}</InlineAlert>}
        {!alternatives.data && !alternatives.isError && <p role="status">{t('flight.loading')}</p>}
        {alternatives.data && (
          <ul className={styles.alternatives} aria-busy={alternatives.isFetching}>
            {alternatives.data.proposals.length === 0 && <li>{t('flight.none')}</li>}
            {alternatives.data.proposals.map((proposal) => {
              const current = proposal.id === flight.id;
              const delta = proposal.priceDifference.amount;
              return (
                <li key={proposal.id} className={styles.alternative}>
                  <FlightSummary flight={proposal} />
                  <div className={styles.alternativeSide}>
                    <span className={styles.delta}>
                      {delta === 0
                        ? t('flight.samePrice')
                        : formatMoney(proposal.priceDifference, { signDisplay: 'always' })}
                    </span>
                    <Button
                      variant={current ? 'secondary' : 'primary'}
                      isDisabled={current}
                      onPress={() => {
                        onChoose(proposal.id);
                        setOpen(false);
                      }}
                    >
                      {current ? t('flight.current') : t('flight.choose')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Drawer>
    </section>
  );
}
