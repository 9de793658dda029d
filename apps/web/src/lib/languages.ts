import type { Language } from '@wayfare/contract';

/**
 * spec §9 date locales and design.md translations: the four languages every key exists in. Its own module so the
 * build (vite.config.ts, React Aria's locale strings) reads the same list as the app without loading i18next.
 */
export const SUPPORTED_LANGUAGES = ['it', 'es', 'en', 'fr'] as const satisfies readonly Language[];
