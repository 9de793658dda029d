import { formatRatio } from '@wayfare/contract';
import type { SafetyIssue } from '@wayfare/contract';
import { getAt } from './document-path';
import type { StudioKey } from './studio-language';

type Translate = (key: StudioKey, values?: Record<string, string | number>) => string;

/**
 * A safety check's reason in the studio's language, from the structured report (which check, which field, the
 * measured ratio and a passing colour), not from the API's English sentence. Unknown checks keep that sentence.
 */
export function safetyIssueText(issue: SafetyIssue, document: unknown, t: Translate): string {
  switch (issue.check) {
    case 'contrast': {
      if (issue.ratio === undefined) return issue.message;
      const onPrimary = issue.field.endsWith('primaryTextColor');
      const ratio = formatRatio(issue.ratio);
      if (!issue.suggestion) return t(onPrimary ? 'checks.textOnPrimary' : 'checks.primaryOnWhite', { ratio });
      return t(onPrimary ? 'checks.textOnPrimaryFix' : 'checks.primaryOnWhiteFix', { ratio, colour: issue.suggestion });
    }
    case 'url':
      return t('checks.url');
    case 'text':
      return t('checks.text');
    case 'image':
      return t('checks.image');
    case 'translation': {
      const key = getAt(document, issue.field);
      const language = getAt(document, 'attributes.language');
      return typeof key === 'string' && typeof language === 'string'
        ? t('checks.translation', { key, language })
        : issue.message;
    }
    default:
      return issue.message;
  }
}
