import { voucherBodySchema } from '@wayfare/contract';

/** Why a code was refused, as a translation key under `payment:voucher.errors`. */
export type VoucherErrorKey = 'format' | 'unknown' | 'minimum' | 'freeFlightOnly' | 'notAccepted' | 'generic';

/** The code as the server will read it (trimmed, upper case), or null when the contract's rule refuses it. */
export function normaliseVoucherCode(input: string): string | null {
  const parsed = voucherBodySchema.safeParse({ voucherCode: input });
  return parsed.success ? parsed.data.voucherCode : null;
}

/**
 * The server's refusal (apps/api/src/cart/vouchers.ts reasons on field voucherCode) as a key the visitor reads
 * in their language; anything unexpected is the generic message, never the raw English text.
 */
export function voucherErrorKey(serverMessage: string | null | undefined): VoucherErrorKey {
  const message = (serverMessage ?? '').toLowerCase();
  if (message.includes('unknown voucher')) return 'unknown';
  if (message.includes('at least')) return 'minimum';
  if (message.includes('free-flight')) return 'freeFlightOnly';
  if (message.includes('does not accept')) return 'notAccepted';
  if (message.includes('must be')) return 'format';
  return 'generic';
}
