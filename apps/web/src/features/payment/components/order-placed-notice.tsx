import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { confirmationPath } from '../../../lib/cart/cart-ref';

/** The cart already has its order (back button, a second tab): changes are closed, the order is one click away. */
export function OrderPlacedNotice({ cartRef, orderNumber }: { cartRef: CartRef; orderNumber: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  return (
    <InlineAlert tone="info" title={t('order.placed', { orderNumber })}>
      <Button variant="secondary" onPress={() => void navigate(confirmationPath(cartRef))}>
        {t('order.view')}
      </Button>
    </InlineAlert>
  );
}
