import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { TextField } from '../../../components/ui/kit/text-field';
import type { CartRef } from '../../../lib/cart/cart-ref';
import { isApiError } from '../../../lib/http/api-error';
import { useApplyVoucher } from '../api/apply-voucher';
import { useRemoveVoucher } from '../api/remove-voucher';
import { useVoucherCode } from '../api/retrieve-voucher-code';
import { useMoneyFormat } from '../../../lib/money';
import { normaliseVoucherCode, voucherErrorKey } from '../model/voucher-code';
import type { VoucherErrorKey } from '../model/voucher-code';
import styles from './payment.module.css';

/** The refusal to show: the contract's voucherCode field message, mapped to the visitor's language. */
function refusal(error: unknown): VoucherErrorKey {
  if (!isApiError(error)) return 'generic';
  const field = error.validationErrors.find((entry) => entry.field === 'voucherCode');
  return field ? voucherErrorKey(field.message) : 'generic';
}

/** Voucher apply/remove (spec §7 ApplyVoucherToCart, RetrieveVoucherCode, RemoveVoucherFromCart). */
export function VoucherPanel({ cartRef, locked }: { cartRef: CartRef; locked: boolean }) {
  const { t } = useTranslation('payment');
  const formatMoney = useMoneyFormat();
  const id = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const applied = useVoucherCode(cartRef, true);
  const apply = useApplyVoucher(cartRef);
  const remove = useRemoveVoucher(cartRef);
  const current = applied.data?.voucherCode ?? null;
  const errorKey: VoucherErrorKey | null = formatError ? 'format' : apply.isError ? refusal(apply.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const voucherCode = normaliseVoucherCode(code);
    setFormatError(voucherCode === null);
    if (voucherCode === null) return;
    apply.mutate(voucherCode, { onSuccess: () => setCode('') });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.panelTitle}>
        {t('voucher.title')}
      </h3>
      {current ? (
        <div className={styles.row} data-testid="voucher-applied">
          <p className={`${styles.muted} ${styles.grow}`} role="status">
            {applied.data?.discount
              ? t('voucher.applied', {
                  code: current,
                  amount: formatMoney(applied.data.discount),
                })
              : t('voucher.notApplying', { code: current })}
          </p>
          <Button variant="secondary" onPress={() => remove.mutate()} isPending={remove.isPending} isDisabled={locked}>
            {t('voucher.remove')}
          </Button>
        </div>
      ) : (
        <form className={styles.row} onSubmit={submit} noValidate>
          <TextField
            className={styles.grow}
            label={t('voucher.label')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setFormatError(false);
              apply.reset();
            }}
            autoComplete="off"
            maxLength={40}
            errorMessage={errorKey ? t(`voucher.errors.${errorKey}`) : undefined}
            isDisabled={locked}
          />
          <Button variant="secondary" type="submit" isPending={apply.isPending} isDisabled={locked}>
            {t('voucher.apply')}
          </Button>
        </form>
      )}
      {remove.isError && <InlineAlert tone="error">{t('voucher.removeFailed')}</InlineAlert>}
    </section>
  );
}
