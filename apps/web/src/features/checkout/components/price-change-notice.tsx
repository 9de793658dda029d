import type { PriceChange } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/feedback';
import { useMoneyFormat } from '../../../lib/money';

/**
 * The price the server charges differs from the one the card or detail showed (an expired or re-priced
 * offer): the traveller reads both amounts before paying (issue 13 §1), at the first step and at review.
 */
export function PriceChangeNotice({ change }: { change: PriceChange }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyFormat();
  const key = change.current.amount > change.previous.amount ? 'priceChange.up' : 'priceChange.down';
  return (
    <div data-testid="price-change">
      <Alert
        type="warning"
        showIcon
        role="alert"
        message={t('priceChange.title')}
        description={t(key, { previous: money(change.previous), current: money(change.current) })}
      />
    </div>
  );
}
