import { idSchema, productTypeSchema, uuidSchema } from '@wayfare/contract';
import { z } from 'zod';

/**
 * "Continue your booking" (issue 19 item 6): the cart the checkout last showed on this brand and its step,
 * kept in localStorage until its confirmation; the landing asks the cart service whether it is still open
 * before offering it. Tolerant like recent-searches.ts: corrupt or refused storage is "no cart".
 */
const openCartSchema = z.object({
  cartId: idSchema,
  requestUuid: uuidSchema,
  productType: productTypeSchema,
  step: z.number().int().min(1).max(5),
});
export type OpenCart = z.infer<typeof openCartSchema>;

export const openCartKey = (domain: string) => `wayfare.open-cart.${domain}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function parseOpenCart(raw: string | null): OpenCart | null {
  if (!raw) return null;
  try {
    const parsed = openCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readOpenCart(domain: string): OpenCart | null {
  try {
    return parseOpenCart(storage()?.getItem(openCartKey(domain)) ?? null);
  } catch {
    return null;
  }
}

export function rememberOpenCart(domain: string, cart: OpenCart): void {
  try {
    storage()?.setItem(openCartKey(domain), JSON.stringify(cart));
  } catch {
    // Not remembered: the landing just will not offer to continue.
  }
}

export function forgetOpenCart(domain: string): void {
  try {
    storage()?.removeItem(openCartKey(domain));
  } catch {
    // Refused storage holds nothing of ours.
  }
}
