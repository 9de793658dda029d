import { outageTexts } from '../../../lib/i18n-outage-texts';
import styles from './translations-outage.module.css';

export interface TranslationsOutageProps {
  /** The brand's language: the bundled outage texts are written in it. */
  language: string;
  brandName: string;
  logoUrl: string;
}

const reload = () => window.location.reload();

/**
 * Issue 15: the translation service failed and the app's built-in texts stand in. A quiet branded line in the
 * brand's language (bundled texts, never keys) says the traveller can carry on.
 */
export function TranslationsOutageNotice({ language }: Pick<TranslationsOutageProps, 'language'>) {
  const texts = outageTexts(language);
  return (
    <div className={styles.notice} role="status" lang={language} data-testid="translations-outage-notice">
      <p className={styles.noticeText}>{texts.notice}</p>
      <button type="button" className={styles.button} onClick={reload}>
        {texts.reload}
      </button>
    </div>
  );
}

/**
 * Issue 15: not even the built-in texts could be loaded, so every screen would show raw keys (`products.DP`).
 * The brand's logo and colours with the bundled message in its language, and a way to try again.
 */
export function TranslationsOutagePage({ language, brandName, logoUrl }: TranslationsOutageProps) {
  const texts = outageTexts(language);
  return (
    <main className={styles.page} lang={language} data-testid="translations-outage-page">
      <div className={styles.panel} role="alert">
        <img className={styles.logo} src={logoUrl} alt={brandName} height={40} />
        <h1 className={styles.title}>{texts.title}</h1>
        <p className={styles.body}>{texts.body}</p>
        <button type="button" className={styles.button} onClick={reload}>
          {texts.reload}
        </button>
      </div>
    </main>
  );
}
