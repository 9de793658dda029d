import type { CartFull } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { isMainProduct, ProductLines } from './product-lines';
import { ReviewSection } from './review-section';
import { TripSummary } from './trip-summary';
import styles from './payment.module.css';

interface ReviewDetailsProps {
  cart: CartFull;
  onEditStep: (step: number) => void;
}

/** Everything collected in steps 1-3 (RetrieveCartFull), each block with its edit link (steps per checkout-common). */
export function ReviewDetails({ cart, onEditStep }: ReviewDetailsProps) {
  const { t } = useTranslation('payment');
  const main = cart.products.filter(isMainProduct);
  const extras = cart.products.filter((product) => !isMainProduct(product));
  const { contact } = cart;
  return (
    <>
      <ReviewSection title={t('review.trip')}>
        <TripSummary products={main} />
        <ProductLines products={main} />
      </ReviewSection>
      <ReviewSection title={t('review.travellers')} step={1} onEditStep={onEditStep}>
        <ul className={styles.list}>
          {cart.travellers.map((traveller) => (
            <li key={traveller.travellerId}>
              <span>
                {traveller.firstName} {traveller.lastName}
              </span>
              <span className={styles.muted}>
                {traveller.type === 'CHILD' ? t('review.child', { age: traveller.age ?? 0 }) : t('review.adult')}
              </span>
            </li>
          ))}
        </ul>
        {cart.travellers.length === 0 && <p className={styles.error}>{t('review.missing')}</p>}
      </ReviewSection>
      <ReviewSection title={t('review.contact')} step={2} onEditStep={onEditStep}>
        {contact ? (
          <p className={styles.muted}>
            {contact.firstName} {contact.lastName} · {contact.email} · {contact.phone.countryCode}{' '}
            {contact.phone.number}
          </p>
        ) : (
          <p className={styles.error}>{t('review.missing')}</p>
        )}
      </ReviewSection>
      <ReviewSection title={t('review.extras')} step={3} onEditStep={onEditStep}>
        {extras.length > 0 ? (
          <ProductLines products={extras} />
        ) : (
          <p className={styles.muted}>{t('review.noExtras')}</p>
        )}
        {cart.subscriptions.newsletter && <p className={styles.muted}>{t('review.newsletter')}</p>}
        {cart.specialRequest && (
          <p className={styles.muted}>{t('review.specialRequest', { text: cart.specialRequest.text })}</p>
        )}
      </ReviewSection>
    </>
  );
}
