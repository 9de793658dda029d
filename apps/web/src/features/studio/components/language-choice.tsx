import { languageSchema } from '@wayfare/contract';
import type { Language } from '@wayfare/contract';
import { Select } from '../../../components/ui/kit/select';
import { LANGUAGE_NAMES } from '../model/studio-language';
import { useStudioLanguage, useStudioText } from './studio-text';
import styles from './studio.module.css';

const LANGUAGES = languageSchema.options.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The studio's own language, whatever the brand's (the preview shows the brand in its language). */
export function LanguageChoice() {
  const t = useStudioText();
  const { language, setLanguage } = useStudioLanguage();
  return (
    <Select
      label={t('language')}
      options={LANGUAGES}
      value={language}
      onChange={(next) => setLanguage(next as Language)}
      className={styles.language}
    />
  );
}
