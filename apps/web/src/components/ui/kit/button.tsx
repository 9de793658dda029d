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

/**
 * The same button as a native `<button>`, without React Aria's press, hover and focus-ring hooks: for an action
 * repeated down a long list (a results card's Select and Details). Hydrating those hooks on the 40 buttons of the 20
 * flight cards was the largest component cost of the flight results' hydration (issue 16 TBT). The element gives
 * the button semantics (Enter and Space press it, a form submits); the states come from CSS (`:hover` where the
 * device hovers, `:active`, `:focus-visible`) instead of React Aria's data attributes, with the same look. Pending
 * work: it stays focusable, says it is unavailable (aria-disabled) and ignores presses.
 */
export function ListButton({
  variant,
  size,
  block,
  className,
  children,
  type = 'button',
  onPress,
  isDisabled,
  isPending,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type === 'submit' && isPending ? 'button' : type}
      className={`${classes({ variant, size, block, className })} ${styles.native}`}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={isPending || !onPress ? undefined : () => onPress()}
      {...rest}
    >
      {children}
    </button>
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
