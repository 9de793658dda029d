import type { Language } from '@wayfare/contract';

/**
 * The few texts a translations outage needs, bundled in the entry chunk for every language (issue 15): they must
 * show when neither the translation service nor the built-in text chunks can be reached.
 */
export interface OutageTexts {
  /** Built-in texts stand in: the traveller can go on. */
  notice: string;
  /** No text at all: the page cannot be shown. */
  title: string;
  body: string;
  reload: string;
}

const TEXTS: Record<Language, OutageTexts> = {
  en: {
    notice: 'Some texts could not be updated just now. You can carry on; reload later for the latest version.',
    title: 'This page cannot be shown right now',
    body: 'We could not load its texts. Please try again in a moment.',
    reload: 'Reload',
  },
  it: {
    notice:
      'Non è stato possibile aggiornare alcuni testi. Puoi continuare; ricarica più tardi per la versione più recente.',
    title: 'Al momento non possiamo mostrare questa pagina',
    body: 'Non siamo riusciti a caricare i suoi testi. Riprova tra qualche istante.',
    reload: 'Ricarica',
  },
  es: {
    notice:
      'No se han podido actualizar algunos textos. Puedes continuar; recarga más tarde para ver la última versión.',
    title: 'No podemos mostrar esta página ahora mismo',
    body: 'No hemos podido cargar sus textos. Inténtalo de nuevo en unos momentos.',
    reload: 'Recargar',
  },
  fr: {
    notice:
      'Certains textes n’ont pas pu être mis à jour. Vous pouvez continuer ; rechargez plus tard pour la dernière version.',
    title: 'Cette page ne peut pas s’afficher pour le moment',
    body: 'Nous n’avons pas pu charger ses textes. Réessayez dans un instant.',
    reload: 'Recharger',
  },
};

/** The outage texts of a language; English for any other. */
export function outageTexts(language: string): OutageTexts {
  return TEXTS[language as Language] ?? TEXTS.en;
}
