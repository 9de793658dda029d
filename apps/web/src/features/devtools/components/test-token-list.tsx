import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useTestTokens } from '../api/get-test-tokens';
import { testTokenHref } from '../model/dev-host';
import styles from './devtools-panel.module.css';

/** The four test tokens (spec §2): each one reloads the root with the token in `a`, which signs in. */
export function TestTokenList() {
  const { t } = useTranslation('devtools');
  const tokens = useTestTokens();
  if (tokens.isPending) return <p className={styles.hint}>{t('tokens.loading')}</p>;
  if (tokens.isError) return <InlineAlert tone="warning">{t('tokens.failed')}</InlineAlert>;
  return (
    <ul className={styles.tokens}>
      {tokens.data.tokens.map(({ label, token }) => (
        <li key={token} className={styles.token}>
          <span>{label}</span>
          <Button aria-label={`${t('tokens.use')}: ${label}`} onPress={() => location.assign(testTokenHref(token))}>
            {t('tokens.use')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
