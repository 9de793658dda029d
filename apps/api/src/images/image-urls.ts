import type { StayImageKind } from './stay-image';
import { STAY_IMAGE_KINDS } from './stay-image';

/** Same-origin paths of the generated pictures (served by routes/images/images.ts). */
export const IMAGE_ROUTE_PREFIX = '/api/images';

/** Picture of a property; the card image is the facade. */
export function stayImageUrl(stayId: string, kind: StayImageKind = 'facade'): string {
  const index = STAY_IMAGE_KINDS.indexOf(kind) + 1;
  return index === 1
    ? `${IMAGE_ROUTE_PREFIX}/stays/${stayId}.svg`
    : `${IMAGE_ROUTE_PREFIX}/stays/${stayId}-${index}.svg`;
}

export function destinationImageUrl(code: string): string {
  return `${IMAGE_ROUTE_PREFIX}/destinations/${code.toUpperCase()}.svg`;
}

/** Reads `<stayId>` or `<stayId>-<n>` (stay ids look like ROM-H0042; n = 1..4) back into the id and the kind of picture. */
export function parseStayImageName(name: string): { stayId: string; kind: StayImageKind } | null {
  const match = /^([A-Z]{3}-H\d{4})(?:-(\d))?$/.exec(name);
  if (!match) return null;
  const kind = STAY_IMAGE_KINDS[Number(match[2] ?? '1') - 1];
  return kind ? { stayId: match[1] as string, kind } : null;
}
