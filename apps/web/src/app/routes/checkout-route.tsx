import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, LinkButton } from '../../components/ui/kit/button';
import { InlineAlert, SkeletonText } from '../../components/ui/kit/status';
import styles from '../../features/checkout/components/checkout.module.css';
import { CartSummary } from '../../features/checkout/components/cart-summary';
import { ContactStep } from '../../features/checkout/components/contact-step';
import { ExtrasStep } from '../../features/checkout/components/extras-step';
import { PriceChangeNotice } from '../../features/checkout/components/price-change-notice';
import { StepIndicator } from '../../features/checkout/components/step-indicator';
import { TravellersStep } from '../../features/checkout/components/travellers-step';
import { defaultPhoneCode } from '../../features/checkout/model/phone-codes';
import { firstIncompleteStep } from '../../features/checkout/model/step-gating';
import { useMemberStatus } from '../../features/membership/components/use-member-status';
import { PaymentStep } from '../../features/payment/components/payment-step';
import { ReviewStep } from '../../features/payment/components/review-step';
import { useBrand } from '../../lib/brand-context';
import { useCartConfig, useCartExpiredRedirect, useCartFull } from '../../lib/cart/cart-queries';
import { checkoutPath, parseCartRef, parseCheckoutStep } from '../../lib/cart/cart-ref';
import type { CartRef } from '../../lib/cart/cart-ref';
import { markCartExpired } from '../../lib/cart/cart-session';
import { PageFrame } from './page-frame';

/** `/checkout?cartId=&requestUuid=&checkoutStep=` (issue 7): the page frame around the steps and the summary. */
export function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const cartRef = parseCartRef(params);
  return (
    <PageFrame header="light">
      <main id="main-content">
        {cartRef ? (
          <Checkout cartRef={cartRef} requested={parseCheckoutStep(params)} />
        ) : (
          <div className={styles.layout} style={{ display: 'block', maxWidth: 720 }}>
            <h1>{t('missingCart.title')}</h1>
            <p>{t('missingCart.description')}</p>
            <LinkButton href="/">{t('missingCart.cta')}</LinkButton>
          </div>
        )}
      </main>
    </PageFrame>
  );
}

function Checkout({ cartRef, requested }: { cartRef: CartRef; requested: number }) {
  const { t } = useTranslation('checkout');
  const brand = useBrand();
  const navigate = useNavigate();
  useCartExpiredRedirect();
  const cart = useCartFull(cartRef);
  const config = useCartConfig(cartRef);
  // Issue 18: a signed-in member's details prefill the travellers and contact steps (composed here: features
  // do not import each other). The steps wait while the profile is on its way, so the prefill is not missed.
  const memberStatus = useMemberStatus(brand.brand.hasSSO).status;
  const member = memberStatus.kind === 'signed-in' ? memberStatus.profile : null;
  const go = useCallback((step: number) => void navigate(checkoutPath(cartRef, step)), [cartRef, navigate]);
  const reachable =
    cart.data && config.data
      ? firstIncompleteStep({
          ...cart.data,
          expectedTravellers: config.data.travellers.adults + config.data.travellers.childrenAges.length,
        })
      : null;
  // Issue 7: a step beyond what the cart has completed leads to the first incomplete one.
  const step = reachable === null ? requested : Math.min(requested, reachable);
  useEffect(() => {
    if (step !== requested) void navigate(checkoutPath(cartRef, step), { replace: true });
  }, [step, requested, cartRef, navigate]);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  if (cart.isError || config.isError) {
    return (
      <div className={styles.layout} style={{ display: 'block', maxWidth: 720 }}>
        <h1>{t('title')}</h1>
        <InlineAlert tone="error">{t('errors.load')}</InlineAlert>
        <p className={styles.actions}>
          <Button variant="secondary" onPress={() => void Promise.all([cart.refetch(), config.refetch()])}>
            {t('actions.retry')}
          </Button>
          <LinkButton variant="ghost" href="/">
            {t('missingCart.cta')}
          </LinkButton>
        </p>
      </div>
    );
  }
  if (!cart.data || !config.data || reachable === null || memberStatus.kind === 'checking') {
    return (
      <div className={styles.layout} aria-busy="true">
        <h1 className={styles.srOnly}>{t('title')}</h1>
        <SkeletonText rows={8} label={t('title')} />
        <SkeletonText rows={4} label={t('title')} />
      </div>
    );
  }
  const props = { cartRef, cart: cart.data, config: config.data, language: brand.language };
  return (
    <div className={styles.layout}>
      <div>
        <h1>{t('title')}</h1>
        <StepIndicator current={step} reachable={reachable} onGo={go} />
        {/* Issue 13 §1: a re-priced offer is told before paying, on arrival and again at review. */}
        {cart.data.priceChange && (step === 1 || step === 5) && <PriceChangeNotice change={cart.data.priceChange} />}
        {step === 1 && <TravellersStep {...props} member={member} onNext={() => go(2)} />}
        {step === 2 && (
          <ContactStep
            cartRef={cartRef}
            cart={cart.data}
            defaultPhoneCode={defaultPhoneCode(brand.country, brand.language)}
            member={member}
            onBack={() => go(1)}
            onNext={() => go(3)}
          />
        )}
        {step === 3 && <ExtrasStep {...props} onBack={() => go(2)} onNext={() => go(4)} />}
        {step === 4 && <PaymentStep cartRef={cartRef} onBack={() => go(3)} onNext={() => go(5)} />}
        {step === 5 && <ReviewStep cartRef={cartRef} onBack={() => go(4)} onEditStep={(n) => go(n)} />}
      </div>
      <aside className={styles.aside} aria-label={t('summary.title')}>
        <CartSummary cart={cart.data} pointsLabel={brand.brand.customPointsLabel} onExpire={markCartExpired} />
      </aside>
    </div>
  );
}
