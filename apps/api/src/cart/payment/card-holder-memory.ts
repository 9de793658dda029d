/**
 * The card holder's name as the traveller typed it on the hosted card page, kept in their own browser: a refused
 * card sends them back to the web app, and "Try the payment again" opened the form with the name empty. An
 * HttpOnly cookie scoped to this payment's pages, for as long as the cart lives; never the number, expiry or CVC.
 */
export const CARD_NAME_COOKIE = 'wf_card_name';

/** A card holder's name is never longer (the field takes what the card rules accept). */
const MAX_NAME_LENGTH = 100;

interface CookieOptions {
  paymentId: string;
  maxAgeSeconds: number;
  /** The page was asked for over HTTPS: the cookie is then never sent over plain HTTP. */
  secure: boolean;
}

function cookie(value: string, { paymentId, maxAgeSeconds, secure }: CookieOptions): string {
  const flags = [
    `Path=/payment/hosted/${encodeURIComponent(paymentId)}`,
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ];
  if (secure) flags.push('Secure');
  return `${CARD_NAME_COOKIE}=${value}; ${flags.join('; ')}`;
}

/** Remembers the name typed for this payment (an empty name forgets it). */
export function cardNameCookie(name: string, options: CookieOptions): string {
  const kept = name.trim().slice(0, MAX_NAME_LENGTH);
  return kept ? cookie(encodeURIComponent(kept), options) : forgetCardNameCookie(options.paymentId, options.secure);
}

/** Forgets it (the payment went through). */
export function forgetCardNameCookie(paymentId: string, secure: boolean): string {
  return cookie('', { paymentId, maxAgeSeconds: 0, secure });
}

/** The remembered name from the request's Cookie header, or '' (absent, or not a name this page wrote). */
export function rememberedCardName(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== CARD_NAME_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()).slice(0, MAX_NAME_LENGTH);
    } catch {
      return '';
    }
  }
  return '';
}
