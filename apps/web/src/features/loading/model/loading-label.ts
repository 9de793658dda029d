import type { Language } from '@wayfare/contract';

/**
 * The loading bar's label while the brand's translations are still on their way (the loading screen shows
 * before them); once they arrived the `common.loading` key is used instead.
 */
export const LOADING_LABEL_FALLBACK: Record<Language, string> = {
  it: 'Caricamento…',
  es: 'Cargando…',
  en: 'Loading…',
  fr: 'Chargement…',
};
