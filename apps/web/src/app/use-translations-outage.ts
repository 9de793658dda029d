import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { NO_OUTAGE, outageStoreOf } from '../lib/i18n-outage';
import type { TranslationsOutage } from '../lib/i18n-outage';

const noSubscription = () => () => undefined;
const noOutage = () => NO_OUTAGE;

/** The translations outage of the brand's i18next instance, live (a later namespace may fail on another screen). */
export function useTranslationsOutage(i18n: I18n | undefined): TranslationsOutage {
  const store = outageStoreOf(i18n);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? noOutage, noOutage);
}
