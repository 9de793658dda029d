import { z } from 'zod';
import { brandUrlSchema, productTypeSchema } from '../brand-config';
import { iataCodeSchema, idSchema, isoDateSchema, moneySchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const dealItemSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  imageUrl: brandUrlSchema,
  destination: z.object({ code: z.string().min(1), name: z.string().min(1) }),
  productType: productTypeSchema,
  dates: z.object({ from: isoDateSchema, to: isoDateSchema }),
  nights: z.number().int().nonnegative(),
  priceFrom: moneySchema.describe('Lowest price of the deal for two adults'),
  departure: iataCodeSchema.optional().describe('F, FF, DP: where the priced flight leaves from'),
  departureName: z
    .string()
    .min(1)
    .optional()
    .describe("The departure's city in the brand's language (the deal search shows it, not the code)"),
});
export type DealItem = z.infer<typeof dealItemSchema>;

/** Welfare deals (spec §7 "GET Deals/GetDealsByBP"). */
export const dealsApi = {
  GetDealsByBP: defineEndpoint({
    id: 'Deals.GetDealsByBP',
    service: 'welfare',
    method: 'GET',
    path: '/api/services/app/Deals/GetDealsByBP',
    summary: 'Deals offered to a business profile.',
    tag: 'Deals',
    query: z.object({
      businessProfile: z.string().min(1).max(200).describe('businessProfileId of a product of the brand'),
    }),
    result: z.array(dealItemSchema),
  }),
};
