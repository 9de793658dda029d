import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-format';

describe('cached Intl formatters', () => {
  it('builds one formatter per language and options and reuses it', () => {
    const euro = numberFormat('it', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('it', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('it', { style: 'currency', currency: 'CHF' })).not.toBe(euro);
    expect(numberFormat('fr')).not.toBe(numberFormat('en'));
    expect(euro.format(1234.5)).toBe(
      new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(1234.5),
    );
  });

  it('formats dates like a fresh formatter', () => {
    const options = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    const date = new Date(Date.UTC(2026, 10, 22));
    expect(dateTimeFormat('es', options)).toBe(dateTimeFormat('es', options));
    expect(dateTimeFormat('es', options).format(date)).toBe(new Intl.DateTimeFormat('es', options).format(date));
  });
});
