import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import type { ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
/** spec §9: 40 px, large 48 px. */
export type ButtonSize = 'medium' | 'large';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
  children: ReactNode;
}

export interface ButtonProps extends ButtonLook {
  type?: 'button' | 'submit';
  onPress?: () => void;
  isDisabled?: boolean;
  /** Work started by this button is under way: it stays focusable, ignores presses and says it is busy. */
  isPending?: boolean;
  'aria-label'?: string;
  /** A disclosure's trigger says whether its panel is open and which element it controls. */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  /** Ties the button to the card it acts on ("Details" of the Rome–Paris flight). */
  'aria-describedby'?: string;
  /** For end-to-end tests that find a button whose name changes with the amount ("Pay €120"). */
  'data-testid'?: string;
  /** A toggle button (show the map) says whether it is on. */
  'aria-pressed'?: boolean;
  id?: string;
}

export interface LinkButtonProps extends ButtonLook {
  href: string;
  'aria-label'?: string;
}

function classes({ variant = 'primary', size = 'medium', block, className }: Omit<ButtonLook, 'children'>): string {
  return [styles.button, styles[variant], size === 'large' && styles.large, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

/** Our button (WAI-ARIA button pattern through React Aria: Enter and Space press it, focus ring on keyboard only). */
export function Button({ variant, size, block, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <AriaButton type={type} className={classes({ variant, size, block, className })} {...rest}>
      {children}
    </AriaButton>
  );
}

/** A link that looks like a button: navigation stays a real link (open in new tab, copy address). */
export function LinkButton({ variant, size, block, className, children, ...rest }: LinkButtonProps) {
  return (
    <AriaLink className={classes({ variant, size, block, className })} {...rest}>
      {children}
    </AriaLink>
  );
}
