import type { FormatMoneyOptions, Money } from '@wayfare/contract';
import { brandLocale, formatMoney, formatPoints, minorDigits } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { useOptionalBrand } from './brand-context';

/**
 * The web app's one door to the contract's money module (issue 13): every screen formats amounts and points
 * through these hooks, in the brand's locale (its language in its country: club.localhost is fr-CH), so no
 * screen has a formatter of its own. Amounts are minor units (the contract's Money).
 */
export function useBrandLocale(): string {
  const brand = useOptionalBrand();
  const { i18n } = useTranslation();
  return brand ? brandLocale(brand.language, brand.country) : brandLocale(i18n.language || 'en');
}

/** `money` in `locale`; an unknown currency code shows the plain amount and code rather than breaking a screen. */
export function formatMoneyIn(locale: string, value: Money, options?: FormatMoneyOptions): string {
  try {
    return formatMoney(value, locale, options);
  } catch {
    // Intl does not know the code, so neither do its minor digits: two is the common case.
    return `${(value.amount / 100).toFixed(2)} ${value.currency}`;
  }
}

export type MoneyFormat = (value: Money, options?: FormatMoneyOptions) => string;

/** `money(amount)` → "1 087,13 CHF" on club.localhost, "€1,087.13" on localhost. */
export function useMoneyFormat(): MoneyFormat {
  const locale = useBrandLocale();
  return (value, options) => formatMoneyIn(locale, value, options);
}

/** `points(12500, label?)` → "12 500 Points Club" in the brand's locale. */
export function usePointsFormat(): (points: number, label?: string | null) => string {
  const locale = useBrandLocale();
  return (points, label) => formatPoints(points, locale, label);
}

/** Minor units in one major unit of `currency` (100 for EUR and CHF); 100 for a code Intl does not know. */
export function minorUnit(currency: string): number {
  try {
    return 10 ** minorDigits(currency);
  } catch {
    return 100;
  }
}
