import type { FormatMoneyOptions, Money } from '@wayfare/contract';
import { formatMoneyIn } from '../../../lib/money';
import styles from './status.module.css';

export interface PriceProps {
  /** The server's amount in minor units (the contract's Money): never computed on screen. */
  value: Money;
  /** The brand locale (useBrandLocale). */
  locale: string;
  /** An amount before a discount, shown struck through before the price. */
  before?: Money | null;
  size?: 'medium' | 'large';
  options?: FormatMoneyOptions;
  className?: string;
}

/** An amount formatted by the contract's one money module (formatMoney) in the brand locale. */
export function Price({ value, locale, before, size = 'medium', options, className }: PriceProps) {
  return (
    <span className={[styles.price, size === 'large' && styles.priceLarge, className].filter(Boolean).join(' ')}>
      {before && before.amount > value.amount && (
        <del className={styles.before}>{formatMoneyIn(locale, before, options)}</del>
      )}
      <span>{formatMoneyIn(locale, value, options)}</span>
    </span>
  );
}
