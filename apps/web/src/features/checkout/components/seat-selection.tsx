import type { AvailableProduct, CartFull } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useMoneyFormat } from '../../../lib/money';
import { useChooseSeats, useRemoveProducts } from '../api/cart-products';
import type { SeatChoices } from '../model/extras-draft';
import { seatAssignments, seatSave } from '../model/extras-draft';
import { nextTravellerWithoutSeat, pickSeat } from '../model/seat-grid';
import type { SeatCell } from '../model/seat-grid';
import styles from './checkout.module.css';
import { SeatMap } from './seat-map';
import mapStyles from './seat-map.module.css';

interface SeatSelectionProps {
  cartRef: CartRef;
  cart: CartFull;
  offer: AvailableProduct;
  /** The seats on screen, owned by the step so that its Continue saves them too (issue 13 §7). */
  chosen: SeatChoices;
  onChange: (chosen: SeatChoices) => void;
}

/**
 * The seat-selection product (issue 19 item 4): a seat map per flight, one seat per traveller (a traveller
 * switcher says whose seat is being chosen; after a choice it moves to the next traveller without a seat).
 * Priced by CreateSeatSelectionProduct and put in the cart with AddProductToCart, here or on Continue.
 */
export function SeatSelection({ cartRef, cart, offer, chosen, onChange }: SeatSelectionProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const current = cart.products.filter((product) => product.type === 'SEAT_SELECTION');
  const choose = useChooseSeats(cartRef);
  const remove = useRemoveProducts(cartRef);
  const segments = offer.seatMap?.segments ?? [];
  const travellers = cart.travellers;
  const [segmentIndex, setSegmentIndex] = useState(0);
  const [travellerId, setTravellerId] = useState(travellers[0]?.travellerId ?? '');
  const [notice, setNotice] = useState('');
  const segment = segments[Math.min(segmentIndex, segments.length - 1)];
  const seats = seatAssignments(chosen);
  const unsaved = seatSave(cart.products, chosen).kind !== 'none';
  if (!segment || travellers.length === 0) return null;

  const nameOf = (id: string) => {
    const traveller = travellers.find((candidate) => candidate.travellerId === id);
    return traveller ? `${traveller.firstName} ${traveller.lastName}` : '';
  };
  const seatOf = (id: string) => chosen[`${segment.segmentId}/${id}`] || undefined;
  const holders = new Map(
    travellers.flatMap((traveller) => {
      const seat = seatOf(traveller.travellerId);
      return seat ? [[seat, nameOf(traveller.travellerId)] as const] : [];
    }),
  );
  const priceOf = (code: string) =>
    segment.rows.flatMap((row) => row.seats).find((seat) => seat.seat === code)?.price ?? null;
  const onChoose = (seat: SeatCell) => {
    const pick = pickSeat(chosen, segment.segmentId, travellerId, seat);
    if (pick.kind === 'refused') {
      setNotice(t(pick.reason === 'taken' ? 'seatMap.refusedTaken' : 'seatMap.refusedHeld', { seat: seat.seat }));
      return;
    }
    onChange(pick.choices);
    setNotice(
      pick.kind === 'chosen'
        ? t('seatMap.chosen', { seat: seat.seat, name: nameOf(travellerId), price: formatMoney(seat.price) })
        : t('seatMap.cleared', { seat: seat.seat, name: nameOf(travellerId) }),
    );
    if (pick.kind === 'chosen') {
      const ids = travellers.map((traveller) => traveller.travellerId);
      setTravellerId(nextTravellerWithoutSeat(pick.choices, segment.segmentId, ids, travellerId));
    }
  };

  return (
    <div>
      <h3>{offer.name}</h3>
      <p className={styles.muted}>{offer.description}</p>
      {segments.length > 1 && (
        <div className={mapStyles.switcher} role="group" aria-label={t('seatMap.flights')}>
          {segments.map((candidate, index) => (
            <Button
              key={candidate.segmentId}
              variant={index === segmentIndex ? 'primary' : 'secondary'}
              aria-pressed={index === segmentIndex}
              onPress={() => setSegmentIndex(index)}
            >
              {`${candidate.flightNumber} · ${candidate.departure}–${candidate.arrival}`}
            </Button>
          ))}
        </div>
      )}
      <div className={mapStyles.switcher} role="group" aria-label={t('seatMap.travellers')}>
        {travellers.map((traveller) => {
          const seat = seatOf(traveller.travellerId);
          const price = seat ? priceOf(seat) : null;
          return (
            <Button
              key={traveller.travellerId}
              variant={traveller.travellerId === travellerId ? 'primary' : 'secondary'}
              aria-pressed={traveller.travellerId === travellerId}
              onPress={() => setTravellerId(traveller.travellerId)}
            >
              {`${nameOf(traveller.travellerId)} · ${seat ? `${seat}${price ? ` · ${formatMoney(price)}` : ''}` : t('seatMap.noSeat')}`}
            </Button>
          );
        })}
      </div>
      <SeatMap
        key={segment.segmentId}
        segment={segment}
        holders={holders}
        activeSeat={seatOf(travellerId)}
        onChoose={onChoose}
        label={t('seatMap.label', {
          flight: t('extras.seatFlight', {
            flight: segment.flightNumber,
            from: segment.departure,
            to: segment.arrival,
          }),
          name: nameOf(travellerId),
        })}
      />
      <p className={styles.muted} role="status" data-testid="seat-notice">
        {notice}
      </p>
      {unsaved && (
        <p className={styles.muted} role="status" data-testid="seats-unsaved">
          {t('extras.seatsSavedOnContinue')}
        </p>
      )}
      {(choose.isError || remove.isError) && <InlineAlert tone="error">{t('errors.save')}</InlineAlert>}
      <div className={styles.actions}>
        {current.length > 0 ? (
          <Button
            variant="secondary"
            isPending={remove.isPending}
            onPress={() =>
              remove.mutate(
                current.map((product) => product.productId),
                { onSuccess: () => onChange({}) },
              )
            }
          >
            {t('extras.removeSeats')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="secondary"
          isDisabled={seats.length === 0 || !unsaved}
          isPending={choose.isPending}
          onPress={() => choose.mutate({ seats, previous: current.map((product) => product.productId) })}
        >
          {t('extras.saveSeats')}
        </Button>
      </div>
    </div>
  );
}
