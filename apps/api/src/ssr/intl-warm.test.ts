import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_SCRIPT } from './intl-warm';

/** Runs the worker script with a recording Intl; returns the languages it readied and whether it closed. */
function runWorker(search: string, navigatorLanguage = 'en-US', failFor = '') {
  const looked: string[] = [];
  const formatters: string[] = [];
  let closed = false;
  const formatter = (kind: string) =>
    function (this: unknown, language: string) {
      if (language === failFor) throw new RangeError('Incorrect locale information provided');
      formatters.push(`${kind} ${language}`);
      return { format: () => '', select: () => 'one' };
    };
  const DateTimeFormat = Object.assign(formatter('date'), {
    supportedLocalesOf: (languages: string[]) => looked.push(...languages),
  });
  runInNewContext(INTL_WARM_SCRIPT, {
    navigator: { language: navigatorLanguage },
    location: { search },
    Intl: { DateTimeFormat, NumberFormat: formatter('number'), PluralRules: formatter('plural') },
    close: () => {
      closed = true;
    },
  });
  return { looked, formatters, closed };
}

describe('the Intl warm-up worker', () => {
  it("looks up the browser's language (React Aria's check) and the page's, with their date, number and plural data", () => {
    const { looked, formatters, closed } = runWorker('?fr');
    expect(looked).toEqual(['en-US', 'fr']);
    expect(formatters).toEqual(['date en-US', 'number en-US', 'plural en-US', 'date fr', 'number fr', 'plural fr']);
    expect(closed).toBe(true);
  });

  it('readies a language once when the page speaks the browser language, and ends on bad input', () => {
    expect(runWorker('?en-US').looked).toEqual(['en-US']);
    expect(runWorker('').looked).toEqual(['en-US']);
    // A malformed query and an unknown tag: the other language is still readied, and the worker still ends.
    expect(runWorker('?%E0%A4%A')).toMatchObject({ looked: ['en-US'], closed: true });
    const failing = runWorker('?xx-bad', 'en-US', 'xx-bad');
    expect(failing.formatters).toEqual(['date en-US', 'number en-US', 'plural en-US']);
    expect(failing.closed).toBe(true);
  });
});
