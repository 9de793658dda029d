import type { ReactNode } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
/** spec §9: 40 px, large 48 px. */
export type ButtonSize = 'medium' | 'large';

export interface ButtonLook {
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

/** The kit button's classes (shared with TriggerButton, which keeps React Aria's Button for overlay triggers). */
export function buttonClasses({
  variant = 'primary',
  size = 'medium',
  block,
  className,
}: Omit<ButtonLook, 'children'>): string {
  return [styles.button, styles[variant], size === 'large' && styles.large, block && styles.block, className]
    .filter(Boolean)
    .join(' ');
}

/*
 * Why native elements (issue 16): Button and LinkButton were React Aria's Button and Link, whose press, hover and
 * focus-ring layer (usePress, useFocusVisible, useHover, useButton, useLink, openLink, LiveAnnouncer...) loaded
 * under every button of the first screen: part of the 18.4 KB gzip of React Aria on the landing's first load
 * (react-aria 14.9, react-aria-components 2.0, react-stately 1.2). Hydrating those hooks on the 40 buttons of the 20
 * flight cards was also the largest component cost of the flight results' hydration (issue 16 TBT, measured when
 * the cards' buttons became native as `ListButton`). Measured with the first screen's fields native as well, React
 * Aria left the landing's first load only once these two did too: 164,699 -> 151,183 B gzip, React Aria 13.0 KB ->
 * 0 (vite build, source-map attribution). A native `<button>`/`<a>` is the real control: the element gives the
 * semantics (Enter and Space press a button, Enter follows a link, a form submits), and the states come from CSS
 * (`:hover` only where the device hovers, `:active`, `:focus-visible`) with the same look. A button that a React
 * Aria overlay must wire (DialogTrigger, SheetTrigger, TooltipTrigger) is `TriggerButton` instead.
 */

/**
 * Our button, a native `<button>` (WAI-ARIA button pattern: Enter and Space press it, focus ring on keyboard focus
 * only). Pending work: it stays focusable, says it is unavailable (aria-disabled), ignores presses and does not
 * submit its form. (React Aria's Button also re-read its name through a live region when it turned pending under
 * focus; the screens say what the work does themselves: a status line, the next step's heading taking focus.)
 */
export function Button({
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
      className={buttonClasses({ variant, size, block, className })}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={isPending || !onPress ? undefined : () => onPress()}
      {...rest}
    >
      {children}
    </button>
  );
}

/**
 * A link that looks like a button, a native `<a>`: navigation stays a real link (Enter follows it, open in new tab,
 * copy address). It was React Aria's Link, which without a RouterProvider (the app has none) was a plain link too.
 */
export function LinkButton({ variant, size, block, className, children, ...rest }: LinkButtonProps) {
  return (
    <a className={buttonClasses({ variant, size, block, className })} {...rest}>
      {children}
    </a>
  );
}
