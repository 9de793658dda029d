import type { AvailableProduct, CartFull } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useAddProduct, useRemoveProducts } from '../api/cart-products';
import { useMoneyFormat } from '../../../lib/money';
import styles from './checkout.module.css';

interface AncillaryListProps {
  cartRef: CartRef;
  cart: CartFull;
  offers: AvailableProduct[];
}

/** Extras from GetAvailableProducts, each added or removed at once (the summary shows the new total). */
export function AncillaryList({ cartRef, cart, offers }: AncillaryListProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useMoneyFormat();
  const add = useAddProduct(cartRef);
  const remove = useRemoveProducts(cartRef);
  const busy = add.isPending || remove.isPending;
  const travellerIds = cart.travellers.map((traveller) => traveller.travellerId);
  return (
    <ul className={styles.summaryList} aria-label={t('extras.ancillaries')}>
      {offers.map((offer) => {
        const inCart = cart.products.filter((product) => product.type === 'ANCILLARY' && product.code === offer.code);
        const price = formatMoney(offer.price);
        return (
          <li key={offer.productId} className={styles.extra}>
            <div>
              <strong>{offer.name}</strong>
              <p className={styles.muted}>{offer.description}</p>
              <p className={styles.muted}>
                {offer.pricing === 'PER_TRAVELLER'
                  ? t('extras.perTraveller', { price })
                  : t('extras.perBooking', { price })}
              </p>
            </div>
            {inCart.length > 0 ? (
              <Button
                variant="secondary"
                isDisabled={busy}
                aria-label={t('extras.removeNamed', { name: offer.name })}
                onPress={() => remove.mutate(inCart.map((product) => product.productId))}
              >
                {t('extras.remove')}
              </Button>
            ) : (
              <Button
                variant="secondary"
                isDisabled={busy}
                aria-label={t('extras.addNamed', { name: offer.name })}
                onPress={() =>
                  add.mutate({
                    productId: offer.productId,
                    quantity: 1,
                    travellerIds: offer.pricing === 'PER_TRAVELLER' ? travellerIds : [],
                  })
                }
              >
                {t('extras.add')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
