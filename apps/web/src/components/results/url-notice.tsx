import { useTranslation } from 'react-i18next';
import { InlineAlert } from '../ui/kit/status';

interface UrlNoticeProps {
  /** URL parameters that could not be used and fell back to defaults. */
  fields: readonly string[];
  /** Translation namespace holding `notice.badUrlTitle|badUrl` and `urlFields.<field>`. */
  namespace: string;
}

/** Values of a shared link that could not be used: say what fell back instead of failing silently. */
export function UrlNotice({ fields, namespace }: UrlNoticeProps) {
  const { t } = useTranslation(namespace);
  if (fields.length === 0) return null;
  const names = [...new Set(fields)].map((field) => t(`urlFields.${field}`, { defaultValue: field })).join(', ');
  return (
    <InlineAlert tone="warning" title={t('notice.badUrlTitle')}>
      {t('notice.badUrl', { fields: names })}
    </InlineAlert>
  );
}
