import type { Language } from '@wayfare/contract';

/** Region codes Intl knows that are not countries one holds a passport of or lives in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const cache = new Map<Language, { code: string; name: string }[]>();

/** ISO 3166 alpha-2 codes (and XK) with a name in Intl's region data; retired aliases (DD, BU) are skipped. */
function countryCodes(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (NOT_COUNTRIES.has(code) || names.of(code) === undefined) continue;
      if (Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`) codes.push(code);
    }
  }
  return codes;
}

/** RetrieveCountries: every country named in `language`, sorted as that language sorts. */
export function countriesIn(language: Language): { code: string; name: string }[] {
  let list = cache.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    list = countryCodes()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, list);
  }
  return list;
}
