import { describe, expect, it } from 'vitest';
import { priceTone, priceTones, typicalPrice } from './price-tones';

describe('price calendar tones', () => {
  it('takes the median of the days that sell something as the typical price', () => {
    expect(typicalPrice([300, 100, 200])).toBe(200);
    expect(typicalPrice([100, 200, 300, 400])).toBe(250);
    expect(typicalPrice([])).toBeNull();
  });

  it('calls a day low 5% under the typical price, high 10% over it, typical in between', () => {
    expect(priceTone(95, 100)).toBe('low');
    expect(priceTone(96, 100)).toBe('typical');
    expect(priceTone(109, 100)).toBe('typical');
    expect(priceTone(110, 100)).toBe('high');
  });

  it('colours a window, days without flights stay uncoloured, equal prices are all typical', () => {
    expect(priceTones([8_000, null, 10_000, 10_000, 12_000])).toEqual(['low', null, 'typical', 'typical', 'high']);
    expect(priceTones([5_000, 5_000, 5_000])).toEqual(['typical', 'typical', 'typical']);
    expect(priceTones([null, null])).toEqual([null, null]);
  });
});
