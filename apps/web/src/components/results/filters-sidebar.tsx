import type { ReactNode } from 'react';
import styles from './results-layout.module.css';

interface FiltersSidebarProps {
  label: string;
  /** The filters panel, or null until the first page brings its metadata (a placeholder keeps the width). */
  children: ReactNode | null;
}

/** The sticky filters column beside the results on wider screens. */
export function FiltersSidebar({ label, children }: FiltersSidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label={label}>
      {children ?? <div className={styles.sidebarPlaceholder} aria-hidden="true" />}
    </aside>
  );
}
