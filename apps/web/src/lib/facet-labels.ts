/**
 * Facet values (property types, meal plans, amenities, characteristics) are codes such as SEA_VIEW; screens
 * show them through the translation keys `<facet>.<CODE>` of their namespace, and a code without a key
 * (a new one the API sends before its translations land) reads as words ("Sea view"), never as the raw code.
 */
export type Translate = (key: string, options: { defaultValue: string }) => string;

/** "SEA_VIEW" → "Sea view", "RECEPTION_24H" → "Reception 24h"; anything else is tidied the same way. */
export function readableCode(code: string): string {
  const words = code
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const facetLabel = (facet: string) => (t: Translate, code: string) =>
  t(`${facet}.${code}`, { defaultValue: readableCode(code) });

export const propertyTypeLabel = facetLabel('propertyType');
export const mealPlanLabel = facetLabel('mealPlan');
export const amenityLabel = facetLabel('amenity');
export const characteristicLabel = facetLabel('characteristic');
