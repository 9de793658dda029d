import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/kit/button';
import { ModalDialog } from '../../../components/ui/kit/dialog';
import { CONSENT_CATEGORIES, getAcceptance } from '../../../lib/consent-store';
import type { ConsentCategory } from '../../../lib/consent-store';
import { categoriesFor, initialSelection, toggleCategory } from '../model/consent';
import type { ConsentChoice } from '../model/consent';
import { CategoryRow } from './category-row';
import styles from './consent-modal.module.css';

export interface ConsentModalProps {
  open: boolean;
  cookiePolicyUrl?: string;
  onChoose(categories: ConsentCategory[]): void;
  onClose(): void;
}

/**
 * spec §2 cookie modal: accept all, reject all, a toggle per category with show/hide description, the brand's
 * cookie-policy link when it has one, and save and continue (the chosen categories plus technical, spec §4).
 */
export function ConsentModal({ open, cookiePolicyUrl, onChoose, onClose }: ConsentModalProps) {
  const { t } = useTranslation('consent');
  const [selected, setSelected] = useState(() => initialSelection(getAcceptance()));
  const choose = (choice: ConsentChoice) => {
    onChoose(categoriesFor(choice));
    onClose();
  };

  return (
    <ModalDialog
      title={t('modal.title')}
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      className={styles.modal}
    >
      {() => (
        <>
          <p className={styles.intro}>{t('modal.intro')}</p>
          <ul className={styles.categories}>
            {CONSENT_CATEGORIES.map((category) => (
              <CategoryRow
                key={category}
                category={category}
                checked={selected.includes(category)}
                onChange={(on) => setSelected((current) => toggleCategory(current, category, on))}
              />
            ))}
          </ul>
          {cookiePolicyUrl && (
            <a className={styles.policy} href={cookiePolicyUrl} target="_blank" rel="noopener noreferrer">
              {t('modal.policyLink')}
            </a>
          )}
          <div className={styles.footer}>
            {/* spec §4 / design.md: reject is one click, as easy as accept. */}
            <Button variant="secondary" onPress={() => choose({ kind: 'rejectAll' })}>
              {t('modal.rejectAll')}
            </Button>
            <Button variant="secondary" onPress={() => choose({ kind: 'acceptAll' })}>
              {t('modal.acceptAll')}
            </Button>
            <Button onPress={() => choose({ kind: 'save', selected })}>{t('modal.save')}</Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
