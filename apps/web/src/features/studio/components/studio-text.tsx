import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@wayfare/contract';
import { LocaleProvider } from '../../../components/ui/kit/locale-provider';
import { STUDIO_LANGUAGE_KEY, studioLanguage } from '../model/studio-language';
import type { StudioKey } from '../model/studio-language';

interface StudioLanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const StudioLanguageContext = createContext<StudioLanguageState | null>(null);

function readStored(): string | null {
  try {
    return window.localStorage.getItem(STUDIO_LANGUAGE_KEY);
  } catch {
    // Storage can be blocked; the brand's language is used then.
    return null;
  }
}

/**
 * The studio's own language (es/it/fr/en), apart from the brand's: the editor chooses it (kept in this browser),
 * else the language of the brand the studio is opened on. React Aria's built-in texts follow it too.
 */
export function StudioLanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [language, setState] = useState<Language>(() => studioLanguage(readStored(), i18n.language));
  const setLanguage = useCallback((next: Language) => {
    setState(next);
    try {
      window.localStorage.setItem(STUDIO_LANGUAGE_KEY, next);
    } catch {
      // Not kept: the choice lasts for this page only.
    }
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <StudioLanguageContext.Provider value={value}>
      <LocaleProvider locale={language}>{children}</LocaleProvider>
    </StudioLanguageContext.Provider>
  );
}

export function useStudioLanguage(): StudioLanguageState {
  const state = useContext(StudioLanguageContext);
  if (!state) throw new Error('useStudioLanguage outside StudioLanguageProvider');
  return state;
}

export type StudioText = (key: StudioKey, values?: Record<string, string | number>) => string;

/** The studio's texts in its language; keys are typed against the English file. */
export function useStudioText(): StudioText {
  const { language } = useStudioLanguage();
  const { t } = useTranslation('studio', { lng: language });
  return useCallback<StudioText>((key, values) => t(key, values ?? {}), [t]);
}
