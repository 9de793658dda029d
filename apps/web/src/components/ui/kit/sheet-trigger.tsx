import { DialogTrigger } from 'react-aria-components';
import type { ReactNode } from 'react';
import { AriaLocale } from './aria-locale';

export interface SheetTriggerProps {
  /** The Button that opens it, then the Sheet. */
  children: ReactNode;
  /** Controlled open state (optional): a form opens it to point at an error. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Opens the Sheet inside it from the Button inside it; focus returns to that button on close. Its own module: a
 * first screen's picker holds its trigger from the start and loads the Sheet (React Aria's overlays) on demand.
 */
export function SheetTrigger({ children, isOpen, onOpenChange }: SheetTriggerProps) {
  return (
    <AriaLocale>
      <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        {children}
      </DialogTrigger>
    </AriaLocale>
  );
}
