import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/kit/switch';
import type { ConsentCategory } from '../../../lib/consent-store';
import styles from './consent-modal.module.css';

export interface CategoryRowProps {
  category: ConsentCategory;
  checked: boolean;
  onChange(on: boolean): void;
}

/** One category of the modal (spec §2): its toggle (technical: on and disabled, spec §5) and show/hide description. */
export function CategoryRow({ category, checked, onChange }: CategoryRowProps) {
  const { t } = useTranslation('consent');
  const [open, setOpen] = useState(false);
  const id = useId();
  const required = category === 'technical';
  const title = t(`categories.${category}.title`);
  return (
    <li className={styles.category}>
      <div className={styles.categoryHead}>
        <h3 className={styles.categoryTitle} id={`${id}-title`}>
          {title}
        </h3>
        <span className={styles.toggle}>
          {required && <span>{t('modal.alwaysOn')}</span>}
          <Switch isSelected={required || checked} isDisabled={required} onChange={onChange} aria-label={title} />
        </span>
      </div>
      {/* A plain text button: the brand's primary colour as link text can fail contrast on white (design.md a11y). */}
      <button
        type="button"
        className={styles.descriptionToggle}
        aria-expanded={open}
        aria-controls={`${id}-description`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('modal.hideDescription') : t('modal.showDescription')}
      </button>
      <p id={`${id}-description`} className={styles.categoryDescription} hidden={!open}>
        {t(`categories.${category}.description`)}
      </p>
    </li>
  );
}
