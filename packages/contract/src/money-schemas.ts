import { z } from 'zod';
import { CURRENCY_CODE } from './constants';

export const currencyCodeSchema = z.string().regex(CURRENCY_CODE, 'must be an ISO 4217 code');

/** Money as the server priced it; the client never sends a price that is charged. */
export const moneySchema = z.object({
  amount: z.number().int().nonnegative().describe('Amount in MINOR units of the currency, e.g. 12990 for 129.90 EUR'),
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;

/** A signed money difference in minor units, e.g. an alternative that costs 20 EUR less is -2000. */
export const moneyDeltaSchema = z.object({
  amount: z.number().int().describe('Signed amount in MINOR units'),
  currency: currencyCodeSchema,
});
