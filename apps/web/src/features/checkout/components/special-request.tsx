import { specialRequestBodySchema } from '@wayfare/contract';
import type { CartFull } from '@wayfare/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
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
  const id = useId();
  const remove = useDeleteSpecialRequest(cartRef);
  return (
    <div>
      <label htmlFor={id}>
        <h3>{t('extras.specialRequest')}</h3>
      </label>
      <p className={styles.muted} id={`${id}-hint`}>
        {t('extras.specialRequestHint')}
      </p>
      <Input.TextArea
        id={id}
        aria-describedby={`${id}-hint`}
        value={value}
        maxLength={SPECIAL_REQUEST_MAX}
        showCount
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
      {cart.specialRequest && (
        <div className={styles.actions}>
          <p className={styles.muted}>{t('extras.specialRequestSaved', { text: cart.specialRequest.text })}</p>
          <Button
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => onChange('') })}
          >
            {t('extras.deleteSpecialRequest')}
          </Button>
        </div>
      )}
    </div>
  );
}
