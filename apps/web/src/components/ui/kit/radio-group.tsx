import { Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './radio-group.module.css';
import toggleRow from './toggle-row.module.css';
import { AriaLocale } from './aria-locale';

export interface RadioGroupProps {
  label: ReactNode;
  value: string | null;
  onChange: (value: string) => void;
  /** Visually hidden label (a heading above names the choice already). */
  hideLabel?: boolean;
  description?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
  isDisabled?: boolean;
  name?: string;
  className?: string;
  children: ReactNode;
}

/**
 * One choice among a few, all visible (WAI-ARIA radio group: Tab enters at the chosen option, the arrows move and
 * choose). Options are `Radio`s, whose content may be a whole row (a room rate with its price).
 */
export function RadioGroup({ label, hideLabel, description, className, children, ...rest }: RadioGroupProps) {
  return (
    <AriaLocale>
      <AriaRadioGroup {...rest} className={[styles.group, className].filter(Boolean).join(' ')}>
        <Label className={hideLabel ? styles.hidden : styles.label}>{label}</Label>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
        <div className={styles.options}>{children}</div>
      </AriaRadioGroup>
    </AriaLocale>
  );
}

export interface RadioProps {
  value: string;
  isDisabled?: boolean;
  /** A card-like row with a border (room rates, payment methods) instead of a plain inline option. */
  variant?: 'plain' | 'card';
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

export function Radio({ variant = 'plain', className, children, ...rest }: RadioProps) {
  return (
    <AriaLocale>
      <AriaRadio
        {...rest}
        className={[styles.radio, toggleRow.row, styles[variant], className].filter(Boolean).join(' ')}
      >
        <span className={styles.circle} aria-hidden="true" />
        <span className={styles.content}>{children}</span>
      </AriaRadio>
    </AriaLocale>
  );
}
