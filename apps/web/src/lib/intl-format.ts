/**
 * Cached Intl formatters. Building one costs far more than formatting with it (locale data is resolved on
 * construction), and a results page formats prices, counts and dates on every card of every render
 * (design.md quality bars: TBT). A formatter is immutable, so one per language and options serves everyone.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, language: string, options: object | undefined, build: () => F): F {
  const key = `${language}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}
