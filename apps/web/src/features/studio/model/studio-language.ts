import { languageSchema } from '@wayfare/contract';
import type { Language } from '@wayfare/contract';
// A type only: the texts themselves come from the translation service (the `studio` namespace).
import type englishTexts from '../../../../../api/seed/translations/en/studio.json';

/** The studio's texts; the English file is the reference every language has (studio-language.test.ts). */
type StudioTexts = typeof englishTexts;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the studio's texts: a key the file lacks does not compile, so no raw key reaches the screen. */
export type StudioKey = Leaves<StudioTexts>;

export const STUDIO_LANGUAGE_KEY = 'wf-studio-language';

/** Language names in their own language: the choice reads the same whatever the studio's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  it: 'Italiano',
  es: 'Español',
  fr: 'Français',
};

/**
 * The studio's language: the editor's earlier choice (kept in this browser), else the language of the brand the
 * studio is opened on, else English.
 */
export function studioLanguage(stored: string | null, brandLanguage: string | undefined): Language {
  const choice = languageSchema.safeParse(stored);
  if (choice.success) return choice.data;
  const brand = languageSchema.safeParse(brandLanguage);
  return brand.success ? brand.data : 'en';
}
