import type { AvailableProduct, CartFull } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { Select } from '../../../components/ui/select';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useMoneyFormat } from '../../../lib/money';
import { useChooseSeats, useRemoveProducts } from '../api/cart-products';
import type { SeatChoices } from '../model/extras-draft';
import { seatAssignments, seatSave } from '../model/extras-draft';
import styles from './checkout.module.css';

interface SeatSelectionProps {
  cartRef: CartRef;
  cart: CartFull;
  offer: AvailableProduct;
  /** The seats on screen, owned by the step so that its Continue saves them too (issue 13 §7). */
  chosen: SeatChoices;
  onChange: (chosen: SeatChoices) => void;
}

/**
 * The seat-selection product: a seat per traveller and flight (a list of free seats, usable by keyboard and
 * screen readers), priced by CreateSeatSelectionProduct and put in the cart with AddProductToCart.
 */
export function SeatSelection({ cartRef, cart, offer, chosen, onChange }: SeatSelectionProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const current = cart.products.filter((product) => product.type === 'SEAT_SELECTION');
  const choose = useChooseSeats(cartRef);
  const remove = useRemoveProducts(cartRef);
  const segments = offer.seatMap?.segments ?? [];
  const seats = seatAssignments(chosen);
  const unsaved = seatSave(cart.products, chosen).kind !== 'none';
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
                    onChange={(value: string | undefined) => onChange({ ...chosen, [key]: value ?? '' })}
                    options={free.map((seat) => ({
                      value: seat.seat,
                      label: `${seat.seat} · ${t(`extras.position.${seat.position}`)} · ${formatMoney(seat.price)}`,
                    }))}
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {unsaved && (
        <p className={styles.muted} role="status" data-testid="seats-unsaved">
          {t('extras.seatsSavedOnContinue')}
        </p>
      )}
      {(choose.isError || remove.isError) && <Alert type="error" showIcon role="alert" title={t('errors.save')} />}
      <div className={styles.actions}>
        {current.length > 0 ? (
          <Button
            onClick={() =>
              remove.mutate(
                current.map((product) => product.productId),
                { onSuccess: () => onChange({}) },
              )
            }
            loading={remove.isPending}
          >
            {t('extras.removeSeats')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          disabled={seats.length === 0 || !unsaved}
          loading={choose.isPending}
          onClick={() => choose.mutate({ seats, previous: current.map((product) => product.productId) })}
        >
          {t('extras.saveSeats')}
        </Button>
      </div>
    </div>
  );
}
