import { dateTimeFormat } from '../../../lib/intl-format';

const parseIso = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * "12 – 17 May 2026" style range in the brand's locale (en-IE; the bare "en" would write the US "May 12 – 17,
 * 2026"); dates are calendar days, read in UTC.
 */
export function formatDealDates(from: string, to: string, locale: string): string {
  const format = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // ICU versions space a range's dash differently (Node 20's ICU 78 writes "29 déc. 2026\u2009–\u20094 janv. 2027",
  // Chromium plain spaces): the server-rendered text then differed from the browser's, React threw away the page's
  // HTML at hydration (#418) and a filter chosen meanwhile was lost. One plain space everywhere.
  return format.formatRange(parseIso(from), parseIso(to)).replace(/[\u2009\u202f]/g, ' ');
}

/** "May 2026" (capitalised: French and Spanish month names are lower case on their own). */
export function formatMonth(month: string, language: string): string {
  const text = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    parseIso(`${month}-15`),
  );
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
