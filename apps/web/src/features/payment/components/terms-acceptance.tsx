import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/kit/checkbox';
import { useBrand } from '../../../lib/brand-context';
import styles from './payment.module.css';

interface TermsAcceptanceProps {
  checked: boolean;
  /** The visitor tried to confirm without accepting: the error is announced. */
  missing: boolean;
  onChange: (checked: boolean) => void;
}

/** The brand's terms and conditions must be accepted before CartFinalize (acceptTerms: true). */
export function TermsAcceptance({ checked, missing, onChange }: TermsAcceptanceProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const { policies } = useBrand().brand;
  return (
    <div className={styles.panel}>
      <Checkbox
        isSelected={checked}
        onChange={onChange}
        isInvalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
      >
        {/* One sentence, one flex item: it wraps as text at 320 px instead of each link holding its own width. */}
        <span>
          {t('terms.accept')}{' '}
          <a className={styles.termsLink} href={policies.termsConditions} target="_blank" rel="noreferrer noopener">
            {t('terms.link')}
          </a>{' '}
          {t('terms.and')}{' '}
          <a className={styles.termsLink} href={policies.privacy} target="_blank" rel="noreferrer noopener">
            {t('terms.privacy')}
          </a>
        </span>
      </Checkbox>
      {missing && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t('terms.required')}
        </p>
      )}
    </div>
  );
}
