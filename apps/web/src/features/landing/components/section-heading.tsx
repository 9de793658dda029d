import type { ReactNode } from 'react';
import styles from './sections.module.css';

interface SectionHeadingProps {
  /** Labels the section (its aria-labelledby). */
  id: string;
  title: string;
  lead: string;
  /** A link beside the title, e.g. to the whole list the section samples. */
  action?: ReactNode;
}

/** The title and lead line every landing card section opens with. */
export function SectionHeading({ id, title, lead, action }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <div className={styles.headingText}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p className={styles.lead}>{lead}</p>
      </div>
      {action}
    </div>
  );
}
