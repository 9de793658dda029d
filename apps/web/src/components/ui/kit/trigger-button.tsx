import { Button as AriaButton } from 'react-aria-components';
import { buttonClasses } from './button';
import type { ButtonLook } from './button';

export interface TriggerButtonProps extends ButtonLook {
  'aria-label'?: string;
  isDisabled?: boolean;
}

/**
 * The kit button that opens a React Aria overlay: the button inside a `DialogTrigger`, `SheetTrigger` or `Tooltip`.
 * Those wire their trigger through React Aria's contexts (the press that opens, aria-expanded and aria-haspopup,
 * focus back on close, the tooltip's hover and focus), which a native `<button>` (the kit's `Button`) ignores: this
 * one keeps React Aria's Button, with the same look and the same CSS states. Only screens that hold such an overlay
 * import it, so React Aria's press layer stays off the first screen.
 */
export function TriggerButton({ variant, size, block, className, children, ...rest }: TriggerButtonProps) {
  return (
    <AriaButton className={buttonClasses({ variant, size, block, className })} {...rest}>
      {children}
    </AriaButton>
  );
}
