import type { ProductType } from '@wayfare/contract';

/** The member's pages the header menu links to, in this order. */
export type MemberLinkKey = 'trips' | 'memSearch' | 'hdpMemSearch';

export interface MemberLink {
  key: MemberLinkKey;
  href: string;
}

/**
 * spec §2: /memSearch searches flights (F) and /hdpMemSearch flight + hotel (DP); the menu links to a membership
 * search only when the brand sells its product, so no link leads to a screen that would fall back to another one.
 * My trips is always there: every member has orders (or an empty list that says so).
 */
export function memberLinks(products: readonly ProductType[]): MemberLink[] {
  const links: MemberLink[] = [{ key: 'trips', href: '/trips' }];
  if (products.includes('F')) links.push({ key: 'memSearch', href: '/memSearch' });
  if (products.includes('DP')) links.push({ key: 'hdpMemSearch', href: '/hdpMemSearch' });
  return links;
}

/** Up to two initials of a display name for the menu's badge ("Camille Dubois" → "CD"); null without a name. */
export function initialsOf(name: string | null | undefined): string | null {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const picked = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return picked.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('');
}
