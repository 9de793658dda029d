import { specialRequestBodySchema } from '@wayfare/contract';
import type { CartFull } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { TextArea } from '../../../components/ui/kit/text-field';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { useDeleteSpecialRequest } from '../api/special-request';
import styles from './checkout.module.css';

interface SpecialRequestProps {
  cartRef: CartRef;
  cart: CartFull;
  value: string;
  onChange: (text: string) => void;
}

export const SPECIAL_REQUEST_MAX = specialRequestBodySchema.shape.text.maxLength ?? 500;

/** A free-text request to the property or airline (saved on Continue); a saved one can be deleted. */
export function SpecialRequest({ cartRef, cart, value, onChange }: SpecialRequestProps) {
  const { t } = useTranslation('checkout');
  const remove = useDeleteSpecialRequest(cartRef);
  return (
    <div>
      <TextArea
        label={<span className={styles.requestLabel}>{t('extras.specialRequest')}</span>}
        description={`${t('extras.specialRequestHint')} (${value.length}/${SPECIAL_REQUEST_MAX})`}
        value={value}
        maxLength={SPECIAL_REQUEST_MAX}
        rows={3}
        onChange={onChange}
      />
      {cart.specialRequest && (
        <div className={styles.actions}>
          <p className={styles.muted}>{t('extras.specialRequestSaved', { text: cart.specialRequest.text })}</p>
          <Button
            variant="secondary"
            isPending={remove.isPending}
            onPress={() => remove.mutate(undefined, { onSuccess: () => onChange('') })}
          >
            {t('extras.deleteSpecialRequest')}
          </Button>
        </div>
      )}
    </div>
  );
}
