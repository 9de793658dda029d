import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatMoneyIn, useBrandLocale } from '../money';
import { dayPricesOf } from './day-prices';
import type { DayPrice } from './day-prices';
import type { PriceCalendarRequest } from './get-price-calendar';

/**
 * The lowest price per day of a window, toned, for a date picker or the ±3 days strip. The fetcher (and the
 * contract endpoint it calls) loads on first use, so the landing's first JS does not carry it; `null` asks for
 * nothing (the picker is closed, or the route is not chosen yet).
 */
export function useDayPrices(request: PriceCalendarRequest | null): Map<string, DayPrice> | undefined {
  const locale = useBrandLocale();
  const { data } = useQuery({
    queryKey: ['price-calendar', request] as const,
    queryFn: async ({ signal }) => (await import('./get-price-calendar')).fetchPriceCalendar(request!, signal),
    enabled: request !== null,
    staleTime: 30 * 60_000,
    retry: 1,
  });
  return useMemo(
    () => (data ? dayPricesOf(data, (money) => formatMoneyIn(locale, money, { minimumFractionDigits: 0 })) : undefined),
    [data, locale],
  );
}
