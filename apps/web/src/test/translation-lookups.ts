import type * as ReactI18next from 'react-i18next';

/**
 * How many times `useTranslation` ran: the render-cost tests of the result cards and the rooms list count text
 * lookups (each one subscribes a component to i18next and costs hydration time on a phone).
 */
export const translationLookups = { count: 0 };

/**
 * The `vi.mock('react-i18next', …)` factory that counts `useTranslation` calls into `translationLookups`:
 * `vi.mock('react-i18next', async (original) => (await import('…/test/translation-lookups')).countingReactI18next(original))`.
 */
export async function countingReactI18next(importOriginal: <T>() => Promise<T>): Promise<typeof ReactI18next> {
  const actual = await importOriginal<typeof ReactI18next>();
  return {
    ...actual,
    useTranslation: (...args: Parameters<typeof actual.useTranslation>) => {
      translationLookups.count += 1;
      return actual.useTranslation(...args);
    },
  } as typeof ReactI18next;
}
