import { numberFormat } from '../../../lib/intl-format';
/** Money in the brand's language, e.g. "€1,234.50" (en) or "1.234,50 €" (it). */
export function formatMoney(amount: number, currency: string, language: string): string {
  try {
    return numberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code must not break the checkout.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** Whole points with the language's grouping, e.g. "37,653". */
export function formatPoints(points: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 0 }).format(points);
}
