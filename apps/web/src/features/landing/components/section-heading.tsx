import styles from './sections.module.css';

/** The title and lead line every landing card section opens with; `id` labels the section. */
export function SectionHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}
