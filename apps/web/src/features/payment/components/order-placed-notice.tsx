import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { confirmationPath } from '../../../lib/cart/cart-ref';

/** The cart already has its order (back button, a second tab): changes are closed, the order is one click away. */
export function OrderPlacedNotice({ cartRef, orderNumber }: { cartRef: CartRef; orderNumber: string }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      message={t('order.placed', { orderNumber })}
      action={<Button onClick={() => void navigate(confirmationPath(cartRef))}>{t('order.view')}</Button>}
    />
  );
}
