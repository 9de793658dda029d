import type { ReactNode } from 'react';
import styles from './results-layout.module.css';

interface FiltersSidebarProps {
  label: string;
  /** The filters panel, or null until the first page brings its metadata (a placeholder keeps the width). */
  children: ReactNode | null;
  /** Hides the column below the screen's breakpoint (CSS): the server renders one markup for every width. */
  className?: string;
}

/** The sticky filters column beside the results on wider screens. */
export function FiltersSidebar({ label, children, className }: FiltersSidebarProps) {
  return (
    <aside className={className ? `${styles.sidebar} ${className}` : styles.sidebar} aria-label={label}>
      {children ?? <div className={styles.sidebarPlaceholder} aria-hidden="true" />}
    </aside>
  );
}
