import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';
import { AriaLocale } from './aria-locale';

export interface TooltipProps {
  content: ReactNode;
  /** A kit TriggerButton (React Aria's Button wires itself to the tooltip, a native Button would not). */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/**
 * A short description of a control on hover and keyboard focus (WAI-ARIA tooltip: it describes, never names, its
 * trigger; Escape hides it). Never put anything needed to act in it: phones have no hover.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  return (
    <AriaLocale>
      <TooltipTrigger delay={400} closeDelay={100}>
        {children}
        <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
          {content}
        </AriaTooltip>
      </TooltipTrigger>
    </AriaLocale>
  );
}
