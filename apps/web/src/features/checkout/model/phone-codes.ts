/** Calling codes offered in the contact form (the brands' markets first, then frequent travellers' countries). */
export const PHONE_CODES = [
  { code: '+39', country: 'IT' },
  { code: '+34', country: 'ES' },
  { code: '+33', country: 'FR' },
  { code: '+41', country: 'CH' },
  { code: '+44', country: 'GB' },
  { code: '+49', country: 'DE' },
  { code: '+43', country: 'AT' },
  { code: '+32', country: 'BE' },
  { code: '+31', country: 'NL' },
  { code: '+351', country: 'PT' },
  { code: '+353', country: 'IE' },
  { code: '+30', country: 'GR' },
  { code: '+48', country: 'PL' },
  { code: '+46', country: 'SE' },
  { code: '+45', country: 'DK' },
  { code: '+47', country: 'NO' },
  { code: '+358', country: 'FI' },
  { code: '+1', country: 'US' },
  { code: '+52', country: 'MX' },
  { code: '+54', country: 'AR' },
  { code: '+55', country: 'BR' },
] as const;

/** The brand's country code by its country, else by its language; +44 for anything else. */
export function defaultPhoneCode(country: string | undefined, language: string): string {
  const byCountry = PHONE_CODES.find((entry) => entry.country === country?.toUpperCase());
  if (byCountry) return byCountry.code;
  const byLanguage: Record<string, string> = { it: '+39', es: '+34', fr: '+33', en: '+44' };
  return byLanguage[language] ?? '+44';
}
