import { describe, expect, it } from 'vitest';
import {
  addMoney,
  brandLocale,
  discountPercent,
  formatMoney,
  formatPoints,
  fromMajor,
  MINUS_SIGN,
  minorDigits,
  money,
  moneySchema,
  pointsFor,
  pointsValue,
  scaleMoney,
  subtractMoney,
  sumMoney,
  toMajor,
} from './money';

// Intl separates groups with narrow/no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('minor units', () => {
  it('knows each currency’s minor digits', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('CHF')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('converts major amounts in and out', () => {
    expect(fromMajor(129.9, 'EUR')).toEqual({ amount: 12990, currency: 'EUR' });
    expect(fromMajor(1250, 'JPY')).toEqual({ amount: 1250, currency: 'JPY' });
    expect(toMajor(money(12990, 'CHF'))).toBe(129.9);
    expect(toMajor(money(1250, 'JPY'))).toBe(1250);
  });

  it('refuses a fraction of a minor unit and a bad currency', () => {
    expect(() => money(12.5, 'EUR')).toThrow(/integer/);
    expect(() => money(100, 'eur')).toThrow(/currency/);
    expect(() => fromMajor(Number.NaN, 'EUR')).toThrow();
  });

  it('puts minor units on the wire', () => {
    expect(moneySchema.safeParse({ amount: 12990, currency: 'EUR' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: 129.9, currency: 'EUR' }).success).toBe(false);
  });
});

describe('the one rounding rule: half away from zero on the minor unit', () => {
  it.each([
    [1.005, 101],
    [1.004, 100],
    [2.675, 268],
    [0.125, 13],
    [-1.005, -101],
    [-0.125, -13],
    [-0.004, 0],
  ])('%d EUR is %d cents', (major, cents) => {
    expect(fromMajor(major, 'EUR').amount).toBe(cents);
  });

  it('rounds yen to whole yen', () => {
    expect(fromMajor(100.5, 'JPY').amount).toBe(101);
    expect(fromMajor(-100.5, 'JPY').amount).toBe(-101);
  });

  it('scales with the same rule', () => {
    expect(scaleMoney(money(1001, 'EUR'), 0.5).amount).toBe(501);
    expect(scaleMoney(money(-1001, 'EUR'), 0.5).amount).toBe(-501);
    expect(scaleMoney(money(35161, 'EUR'), 0.92).amount).toBe(32348);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and sums in one currency', () => {
    expect(addMoney(money(100, 'EUR'), money(250, 'EUR'))).toEqual(money(350, 'EUR'));
    expect(subtractMoney(money(100, 'EUR'), money(250, 'EUR'))).toEqual(money(-150, 'EUR'));
    expect(sumMoney([money(1, 'CHF'), money(2, 'CHF'), money(3, 'CHF')], 'CHF')).toEqual(money(6, 'CHF'));
    expect(sumMoney([], 'CHF')).toEqual(money(0, 'CHF'));
  });

  it('throws when currencies are mixed', () => {
    expect(() => addMoney(money(1, 'EUR'), money(1, 'CHF'))).toThrow(/EUR and CHF/);
    expect(() => subtractMoney(money(1, 'EUR'), money(1, 'CHF'))).toThrow();
    expect(() => sumMoney([money(1, 'EUR')], 'CHF')).toThrow();
    expect(() => discountPercent(money(1, 'EUR'), money(1, 'CHF'))).toThrow();
  });
});

describe('brandLocale', () => {
  it('gives every demo brand its locale', () => {
    expect(brandLocale('en', 'IE')).toBe('en-IE');
    expect(brandLocale('it', 'IT')).toBe('it-IT');
    expect(brandLocale('es', 'ES')).toBe('es-ES');
    expect(brandLocale('fr', 'CH')).toBe('fr-CH');
  });

  it('falls back on the language’s home country, then the language', () => {
    expect(brandLocale('en')).toBe('en-IE');
    expect(brandLocale('fr', null)).toBe('fr-FR');
    expect(brandLocale('pt')).toBe('pt');
    expect(brandLocale('en', 'not a country')).toBe('en');
  });
});

describe('formatMoney for every demo brand', () => {
  it.each([
    ['en', 'IE', 'EUR', 113800, '€1,138.00'],
    // CLDR groups Italian and Spanish thousands only from five digits.
    ['it', 'IT', 'EUR', 113800, '1138,00 €'],
    ['it', 'IT', 'EUR', 1234500, '12.345,00 €'],
    ['es', 'ES', 'EUR', 113800, '1138,00 €'],
    ['fr', 'CH', 'CHF', 26243, '262.43 CHF'],
  ])('%s-%s %s', (language, country, currency, amount, expected) => {
    expect(plain(formatMoney(money(amount, currency), brandLocale(language, country)))).toBe(expected);
  });

  it('formats yen without decimals', () => {
    expect(formatMoney(money(1250, 'JPY'), 'en-IE')).toMatch(/^JP¥1,250$|^¥1,250$/);
  });

  it('writes negatives with one minus sign, U+2212, whatever the locale', () => {
    for (const locale of ['en-IE', 'it-IT', 'es-ES', 'fr-CH']) {
      const text = formatMoney(money(-2000, 'EUR'), locale);
      expect(text).toContain(MINUS_SIGN);
      expect(text).not.toContain('-');
      expect(text.split(MINUS_SIGN)).toHaveLength(2);
    }
    expect(formatMoney(money(-2000, 'EUR'), 'en-IE')).toBe(`${MINUS_SIGN}€20.00`);
  });

  it('never writes minus zero', () => {
    expect(formatMoney({ amount: -0, currency: 'EUR' }, 'en-IE')).toBe('€0.00');
    expect(formatMoney(money(0, 'EUR'), 'en-IE', { signDisplay: 'exceptZero' })).toBe('€0.00');
    expect(formatMoney(money(500, 'EUR'), 'en-IE', { signDisplay: 'always' })).toBe('+€5.00');
  });

  it('gives, byte for byte, the parts of Intl joined with the minus replaced (the fast path for non-negatives)', () => {
    const joined = (parts: Intl.NumberFormatPart[]) =>
      parts.map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value)).join('');
    const locales = ['en-IE', 'it-IT', 'es-ES', 'fr-CH', 'fr-FR', 'de-DE', 'de-CH', 'nl-NL', 'sv-SE', 'ar-EG', 'hi-IN'];
    const amounts = [0, 1, 99, 100, 1550, 113800, 1234567, 987654321, -1, -1550, -113800];
    const options = [
      {},
      { minimumFractionDigits: 0 },
      { signDisplay: 'always' as const },
      { signDisplay: 'exceptZero' as const },
    ];
    let compared = 0;
    for (const locale of locales)
      for (const currency of ['EUR', 'CHF', 'JPY', 'SEK'])
        for (const amount of amounts)
          for (const option of options) {
            const major = amount === 0 ? 0 : toMajor(money(amount, currency));
            const digits = minorDigits(currency);
            const reference = new Intl.NumberFormat(locale, {
              style: 'currency',
              currency,
              signDisplay: option.signDisplay ?? 'auto',
              minimumFractionDigits: Number.isInteger(major)
                ? Math.min(option.minimumFractionDigits ?? digits, digits)
                : digits,
              maximumFractionDigits: digits,
            });
            expect(formatMoney(money(amount, currency), locale, option)).toBe(joined(reference.formatToParts(major)));
            compared += 1;
          }
    expect(compared).toBe(locales.length * 4 * amounts.length * options.length);
    for (const locale of locales)
      for (const points of [0, 7, 12500, 1234567, -300]) {
        const reference = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).formatToParts(points);
        expect(formatPoints(points, locale)).toBe(joined(reference));
      }
  });

  it('can drop zero cents but never real ones', () => {
    expect(formatMoney(money(1500, 'EUR'), 'en-IE', { minimumFractionDigits: 0 })).toBe('€15');
    expect(formatMoney(money(1550, 'EUR'), 'en-IE', { minimumFractionDigits: 0 })).toBe('€15.50');
  });
});

describe('discountPercent', () => {
  it('is the true reduction of the issue’s examples', () => {
    expect(discountPercent(money(113800, 'EUR'), money(95644, 'EUR'))).toBe(15);
    expect(discountPercent(money(48354, 'EUR'), money(45928, 'EUR'))).toBe(5);
    expect(discountPercent(money(180482, 'EUR'), money(167762, 'EUR'))).toBe(7);
    expect(discountPercent(money(10000, 'EUR'), money(7000, 'EUR'))).toBe(30);
  });

  it('is 0 when the price is not lower', () => {
    expect(discountPercent(money(100, 'EUR'), money(100, 'EUR'))).toBe(0);
    expect(discountPercent(money(100, 'EUR'), money(150, 'EUR'))).toBe(0);
    expect(discountPercent(money(0, 'EUR'), money(0, 'EUR'))).toBe(0);
  });

  it('never overstates the reduction (generated pairs)', () => {
    // A small seeded generator: the same pairs on every run.
    let seed = 20261126;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let i = 0; i < 5000; i += 1) {
      const reference = 1 + (next() % 5_000_000);
      const price = next() % (reference + 1);
      const percent = discountPercent(money(reference, 'EUR'), money(price, 'EUR'));
      expect(Number.isInteger(percent)).toBe(true);
      // percent% of the reference is saved, and one more percent would not be.
      expect(percent * reference).toBeLessThanOrEqual((reference - price) * 100);
      expect((percent + 1) * reference).toBeGreaterThan((reference - price) * 100);
    }
  });
});

describe('points', () => {
  it('rounds points up so they cover the amount', () => {
    expect(pointsFor(money(300, 'EUR'), 0.01)).toBe(300);
    expect(pointsFor(money(26243, 'CHF'), 0.02)).toBe(13122);
    expect(pointsFor(money(300, 'EUR'), null)).toBeNull();
  });

  it('values points in the brand currency', () => {
    expect(pointsValue(12345, 0.01, 'EUR')).toEqual(money(12345, 'EUR'));
    expect(pointsValue(13122, 0.02, 'CHF')).toEqual(money(26244, 'CHF'));
  });

  it('formats points with the programme’s label', () => {
    expect(plain(formatPoints(12500, 'fr-CH', 'Points Club'))).toBe('12 500 Points Club');
    expect(formatPoints(12500, 'en-IE')).toBe('12,500');
    expect(formatPoints(-5, 'en-IE')).toBe(`${MINUS_SIGN}5`);
  });
});
