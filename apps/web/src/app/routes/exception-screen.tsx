import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Result } from '../../components/ui/result';
import { BrandHeader } from '../../features/brand/components/brand-header';
import styles from './exception-screen.module.css';

/**
 * spec §2 /exception and §8: the generic exception page (title, subtitle, a button to /). Also the router's
 * error element for runtime errors. `type` 401 (external sign-in failed, spec §4) picks the sign-in wording.
 */
export function ExceptionScreen({ type }: { type?: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The API's translations carry a sign-in variant of the page (exception.unauthorized.*) for type 401.
  const variant = type === '401' ? 'unauthorized' : 'generic';
  return (
    <>
      <BrandHeader />
      <main>
        <Result
          status={variant === 'unauthorized' ? '403' : 'error'}
          title={
            <h1 className={styles.title}>
              {t(`exception.${variant}.title`, { defaultValue: 'Something went wrong' })}
            </h1>
          }
          subTitle={t(`exception.${variant}.subtitle`, { defaultValue: 'Please try again in a few minutes.' })}
          extra={
            <Button type="primary" size="large" onClick={() => navigate('/')}>
              {t(`exception.${variant}.cta`, { defaultValue: 'Back to home' })}
            </Button>
          }
        />
      </main>
    </>
  );
}
