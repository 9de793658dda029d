import { z } from 'zod';
import { moneySchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { phoneSchema, travellerInputSchema, travellerSchema } from './cart-checkout-schemas';

/** Member tiers by points balance (ours: the spec names no tiers). */
export const memberTierSchema = z.enum(['CLASSIC', 'SILVER', 'GOLD']);
export type MemberTier = z.infer<typeof memberTierSchema>;

/** The signed-in member as the membership searches show them (design.md "Who uses it": programme points). */
export const memberProfileSchema = z
  .object({
    userId: z.string().min(1).describe("The partner's user id (spec §3 externalAuthClientData.userId)"),
    programme: z.string().nullable(),
    displayName: z.string().nullable().describe("The member's name from the partner's token; null: none given"),
    email: z.string().nullable().describe("The member's contact e-mail from the partner's token (checkout prefill)"),
    phone: phoneSchema.nullable().describe("The member's phone from the partner's token (checkout prefill)"),
    pointsBalance: z.number().int().nonnegative(),
    pointsLabel: z.string().nullable().describe("The brand's customPointsLabel; null: the default label"),
    pointsValue: moneySchema.nullable().describe('What the balance is worth at pointsConversionRate; null: no rate'),
    tier: memberTierSchema,
    memberDiscountPercent: z
      .number()
      .min(0)
      .max(50)
      .nullable()
      .describe("The brand's member discount on shopping results; null: no member prices"),
  })
  .meta({ id: 'MemberProfile' });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** At most this many saved travellers per member: the oldest give way. */
export const MAX_SAVED_TRAVELLERS = 12;

export const savedTravellersSchema = z
  .object({ travellers: z.array(travellerSchema).max(MAX_SAVED_TRAVELLERS) })
  .meta({ id: 'SavedTravellers' });
export type SavedTravellers = z.infer<typeof savedTravellersSchema>;

export const saveTravellersBodySchema = z.strictObject({
  consent: z.literal(true).describe('The member ticked "save these travellers for next time"'),
  travellers: z.array(travellerInputSchema).min(1).max(MAX_SAVED_TRAVELLERS),
});

/** Membership (ours; spec §2 /memSearch and /hdpMemSearch need the member's points and prices). */
export const membershipApi = {
  GetMemberProfile: defineEndpoint({
    id: 'Membership.GetMemberProfile',
    service: 'welfare',
    method: 'GET',
    path: '/api/services/app/Membership/GetMemberProfile',
    summary:
      'The member signed in with `Authorization: Bearer` (auth-token cookie, spec §6). 401 UNAUTHORIZED when the request has no valid member token.',
    tag: 'Membership',
    result: memberProfileSchema,
  }),
  GetSavedTravellers: defineEndpoint({
    id: 'Membership.GetSavedTravellers',
    service: 'welfare',
    method: 'GET',
    path: '/api/services/app/Membership/GetSavedTravellers',
    summary:
      'Travellers the signed-in member saved for next time (issue 18), most recent first; offered at checkout. 401 without a member.',
    tag: 'Membership',
    result: savedTravellersSchema,
  }),
  SaveTravellers: defineEndpoint({
    id: 'Membership.SaveTravellers',
    service: 'welfare',
    method: 'POST',
    path: '/api/services/app/Membership/SaveTravellers',
    summary:
      "Saves travellers for the signed-in member's next bookings, only with the member's explicit consent; the same person (names and birth date) is updated, not repeated. 401 without a member.",
    tag: 'Membership',
    body: saveTravellersBodySchema,
    result: savedTravellersSchema,
  }),
};
