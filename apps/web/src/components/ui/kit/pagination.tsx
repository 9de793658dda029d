import type { MouseEvent, ReactNode } from 'react';
import { pageSlots } from './pagination-pages';
import styles from './pagination.module.css';

export interface PaginationLabels {
  /** Names the navigation landmark ("Result pages"). */
  navigation: string;
  previous: string;
  next: string;
  /** The spoken name of a page link ("Page 3"). */
  page: (page: number) => string;
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page: every item is a real link (open in a new tab, shareable). */
  hrefFor: (page: number) => string;
  /** Called on a plain click, so the app can navigate without a reload; modified clicks keep the browser's way. */
  onNavigate?: (page: number) => void;
  labels: PaginationLabels;
  className?: string;
}

function PageLink({
  page,
  hrefFor,
  onNavigate,
  label,
  className,
  children,
}: Pick<PaginationProps, 'hrefFor' | 'onNavigate'> & {
  page: number;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(page);
  };
  return (
    <a href={hrefFor(page)} onClick={onClick} aria-label={label} className={className ?? styles.item}>
      {children}
    </a>
  );
}

/**
 * Page links in a navigation landmark (issue 16: real links, the current page marked with aria-current, names
 * in the brand's language, never "left"/"right"). Previous and Next are left out at the ends.
 */
export function Pagination({ page, pageCount, hrefFor, onNavigate, labels, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const link = { hrefFor, onNavigate };
  return (
    <nav aria-label={labels.navigation} className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <PageLink {...link} page={current - 1} label={labels.previous} className={styles.step}>
              <span aria-hidden="true">‹</span>
              <span className={styles.stepText}>{labels.previous}</span>
            </PageLink>
          </li>
        )}
        {pageSlots(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              {slot === current ? (
                <a aria-current="page" aria-label={labels.page(slot)} className={styles.current}>
                  {slot}
                </a>
              ) : (
                <PageLink {...link} page={slot} label={labels.page(slot)}>
                  {slot}
                </PageLink>
              )}
            </li>
          ),
        )}
        {current < pageCount && (
          <li>
            <PageLink {...link} page={current + 1} label={labels.next} className={styles.step}>
              <span className={styles.stepText}>{labels.next}</span>
              <span aria-hidden="true">›</span>
            </PageLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
