import type { PriceChange } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../../../components/ui/kit/status';
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
      <InlineAlert tone="warning" title={t('priceChange.title')}>
        {t(key, { previous: money(change.previous), current: money(change.current) })}
      </InlineAlert>
    </div>
  );
}
