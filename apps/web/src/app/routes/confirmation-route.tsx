import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../components/ui/kit/button';
import { ConfirmationPage } from '../../features/payment/components/confirmation-page';
import { parseReturnedPayment } from '../../features/payment/model/payment-outcome';
import { EXPIRED_SESSION_PATH, useCartExpiredRedirect } from '../../lib/cart/cart-queries';
import { checkoutPath, parseCartRef } from '../../lib/cart/cart-ref';
import { markCartExpired } from '../../lib/cart/cart-session';
import { PageFrame } from './page-frame';

/**
 * `/checkout/confirmation?cartId=&requestUuid=` (+ `payment=&orderNumber=` from the hosted card page): the
 * order, read from the API so a reload keeps it. `payment=expired` and CART_EXPIRED lead to /expired-session.
 */
export function ConfirmationRoute() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cartRef = parseCartRef(params);
  const returned = parseReturnedPayment(params);
  const expired = useCartExpiredRedirect();
  useEffect(() => {
    if (returned.outcome !== 'expired') return;
    markCartExpired();
    void navigate(EXPIRED_SESSION_PATH, { replace: true });
  }, [returned.outcome, navigate]);

  if (!cartRef) {
    return (
      <PageFrame>
        <main style={{ maxWidth: 720, margin: '0 auto', padding: '48px 24px' }}>
          <h1>{t('confirmation.missingCart.title')}</h1>
          <p>{t('confirmation.missingCart.description')}</p>
          <LinkButton href="/">{t('confirmation.searchAgain')}</LinkButton>
        </main>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      {expired || returned.outcome === 'expired' ? null : (
        <ConfirmationPage
          cartRef={cartRef}
          returned={returned}
          onBackToCheckout={() => void navigate(checkoutPath(cartRef, 4))}
          onSearchAgain={() => void navigate('/')}
        />
      )}
    </PageFrame>
  );
}
