import { useQuery } from '@tanstack/react-query';
import { useBrandLocale } from '../money';
import type { DayPrice } from './day-prices';
import type { PriceCalendarRequest } from './get-price-calendar';

/**
 * The lowest price per day of a window, toned, for a date picker or the ±3 days strip. The fetcher, the tone rule
 * and the contract endpoint load on first use (get-price-calendar.ts, a lazy chunk), so the landing's first JS does
 * not carry them; `null` asks for nothing (the picker is closed, or the route is not chosen yet).
 */
export function useDayPrices(request: PriceCalendarRequest | null): Map<string, DayPrice> | undefined {
  const locale = useBrandLocale();
  const { data } = useQuery({
    queryKey: ['price-calendar', request, locale] as const,
    queryFn: async ({ signal }) => (await import('./get-price-calendar')).fetchDayPrices(request!, locale, signal),
    enabled: request !== null,
    staleTime: 30 * 60_000,
    retry: 1,
  });
  return data;
}
