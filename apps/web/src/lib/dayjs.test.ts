import { afterEach, describe, expect, it } from 'vitest';
import { dayjs, formatUrlDate, parseUrlDate, setDateLanguage } from './dayjs';

describe('dayjs setup', () => {
  afterEach(() => setDateLanguage('en'));

  it('starts the week on Monday in every supported language', () => {
    for (const language of ['it', 'es', 'en', 'fr'] as const) {
      setDateLanguage(language);
      // 2030-05-08 is a Wednesday; the week starts on Monday 2030-05-06
      expect(dayjs('2030-05-08').startOf('week').format('YYYY-MM-DD')).toBe('2030-05-06');
      expect(dayjs.localeData().firstDayOfWeek()).toBe(1);
    }
  });

  it('names months in the brand language', () => {
    setDateLanguage('it');
    expect(dayjs('2030-05-08').format('MMMM')).toBe('maggio');
    setDateLanguage('fr');
    expect(dayjs('2030-05-08').format('dddd')).toBe('mercredi');
  });
});

describe('URL dates (spec §3)', () => {
  it('parses YYYYMMDD strictly', () => {
    expect(parseUrlDate('20300508')?.format('YYYY-MM-DD')).toBe('2030-05-08');
    expect(parseUrlDate('20300231')).toBeNull();
    expect(parseUrlDate('2030-05-08')).toBeNull();
    expect(parseUrlDate('203005081')).toBeNull();
    expect(parseUrlDate('')).toBeNull();
    expect(parseUrlDate(null)).toBeNull();
    expect(parseUrlDate(undefined)).toBeNull();
  });

  it('formats dates as YYYYMMDD and round-trips', () => {
    expect(formatUrlDate(new Date(2030, 0, 9))).toBe('20300109');
    expect(formatUrlDate(parseUrlDate('20301231')!)).toBe('20301231');
  });
});
