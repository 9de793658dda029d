import type { AvailableProduct, CartFull } from '@wayfare/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Select } from '../../../components/ui/select';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useChooseSeats, useRemoveProducts } from '../api/cart-products';
import { formatMoney } from '../model/money';
import styles from './checkout.module.css';

interface SeatSelectionProps {
  cartRef: CartRef;
  cart: CartFull;
  offer: AvailableProduct;
  language: string;
}

/**
 * The seat-selection product: a seat per traveller and flight (a list of free seats, usable by keyboard and
 * screen readers), priced by CreateSeatSelectionProduct and put in the cart with AddProductToCart.
 */
export function SeatSelection({ cartRef, cart, offer, language }: SeatSelectionProps) {
  const { t } = useTranslation('checkout');
  const current = cart.products.filter((product) => product.type === 'SEAT_SELECTION');
  const initial = Object.fromEntries(
    current.flatMap((product) => product.seats.map((seat) => [`${seat.segmentId}/${seat.travellerId}`, seat.seat])),
  );
  const [chosen, setChosen] = useState<Record<string, string>>(initial);
  const choose = useChooseSeats(cartRef);
  const remove = useRemoveProducts(cartRef);
  const segments = offer.seatMap?.segments ?? [];
  const seats = Object.entries(chosen).flatMap(([key, seat]) => {
    const [segmentId, travellerId] = key.split('/');
    return seat && segmentId && travellerId ? [{ segmentId, travellerId, seat }] : [];
  });
  return (
    <div>
      <h3>{offer.name}</h3>
      <p className={styles.muted}>{offer.description}</p>
      {segments.map((segment) => {
        const free = segment.rows.flatMap((row) => row.seats.filter((seat) => seat.available));
        return (
          <fieldset key={segment.segmentId} className={styles.fieldset}>
            <legend>
              {t('extras.seatFlight', { flight: segment.flightNumber, from: segment.departure, to: segment.arrival })}
            </legend>
            {cart.travellers.map((traveller) => {
              const key = `${segment.segmentId}/${traveller.travellerId}`;
              const id = `seat-${key.replace(/[^\w-]/g, '-')}`;
              return (
                <div key={key} className={styles.row}>
                  <label htmlFor={id}>{`${traveller.firstName} ${traveller.lastName}`}</label>
                  <Select
                    id={id}
                    allowClear
                    style={{ minWidth: 180 }}
                    value={chosen[key]}
                    onChange={(value: string | undefined) => setChosen({ ...chosen, [key]: value ?? '' })}
                    options={free.map((seat) => ({
                      value: seat.seat,
                      label: `${seat.seat} · ${t(`extras.position.${seat.position}`)} · ${formatMoney(seat.price.amount, seat.price.currency, language)}`,
                    }))}
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {(choose.isError || remove.isError) && <Alert type="error" showIcon role="alert" title={t('errors.save')} />}
      <div className={styles.actions}>
        {current.length > 0 ? (
          <Button onClick={() => remove.mutate(current.map((product) => product.productId))} loading={remove.isPending}>
            {t('extras.removeSeats')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          disabled={seats.length === 0}
          loading={choose.isPending}
          onClick={() => choose.mutate({ seats, previous: current.map((product) => product.productId) })}
        >
          {t('extras.saveSeats')}
        </Button>
      </div>
    </div>
  );
}
