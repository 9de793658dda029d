import { Switch as AriaSwitch } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './switch.module.css';
import toggleRow from './toggle-row.module.css';
import { AriaLocale } from './aria-locale';

export interface SwitchProps {
  isSelected: boolean;
  onChange?: (selected: boolean) => void;
  /** A required setting shown on and locked (the technical cookies). */
  isDisabled?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
  children?: ReactNode;
}

/** An on/off setting that applies at once (WAI-ARIA switch: Space toggles it; a native checkbox underneath). */
export function Switch({ className, children, ...rest }: SwitchProps) {
  return (
    <AriaLocale>
      <AriaSwitch {...rest} className={[styles.switch, toggleRow.row, className].filter(Boolean).join(' ')}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children}
      </AriaSwitch>
    </AriaLocale>
  );
}
