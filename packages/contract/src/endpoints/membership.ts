import { z } from 'zod';
import { moneySchema } from '../common';
import { defineEndpoint } from '../endpoint';

/** Member tiers by points balance (ours: the spec names no tiers). */
export const memberTierSchema = z.enum(['CLASSIC', 'SILVER', 'GOLD']);
export type MemberTier = z.infer<typeof memberTierSchema>;

/** The signed-in member as the membership searches show them (design.md "Who uses it": programme points). */
export const memberProfileSchema = z
  .object({
    userId: z.string().min(1).describe("The partner's user id (spec §3 externalAuthClientData.userId)"),
    programme: z.string().nullable(),
    displayName: z.string().nullable().describe("The member's name from the partner's token; null: none given"),
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
};
