import { PAGE_SIZE } from '@wayfare/contract';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { Button } from '../ui/button';
import { Pagination } from '../ui/feedback';
import styles from './results-list.module.css';

interface ResultsListProps<T extends { id: string }> {
  /** The current page (undefined until the first page arrives). */
  data: { proposals: readonly T[]; totalCount: number } | undefined;
  loading: boolean;
  /** A new page, sort or filter is loading: the previous results stay, dimmed, with a progress line. */
  updating: boolean;
  page: number;
  onPageChange: (page: number) => void;
  /** Translation namespace holding `results.loading|pastEnd|firstPage|updating|pages`. */
  namespace: string;
  /** Card-shaped placeholders, the height of real cards, so nothing jumps when results arrive. */
  skeletonCount: number;
  renderSkeleton: () => ReactNode;
  renderItem: (item: T, index: number) => ReactNode;
  /** Extra class on the list's wrapper (stays: the container its cards' container queries measure). */
  className?: string;
}

const NOTHING: readonly never[] = [];

/**
 * A page of results with paging (spec §9: 20 per page, page 1 first), its loading skeleton and updating state.
 * Its first cards render first, the rest in a following low-priority pass (lib/use-progressive-list.ts); the
 * list is aria-busy until all are in.
 */
export function ResultsList<T extends { id: string }>(props: ResultsListProps<T>) {
  const {
    data,
    loading,
    updating,
    page,
    onPageChange,
    namespace,
    skeletonCount,
    renderSkeleton,
    renderItem,
    className,
  } = props;
  const { t } = useTranslation(namespace);
  const items = useProgressiveList(data?.proposals ?? NOTHING);
  if (loading || !data) {
    return (
      <div className={styles.list} role="status" aria-label={t('results.loading')}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <Fragment key={index}>{renderSkeleton()}</Fragment>
        ))}
      </div>
    );
  }
  if (data.proposals.length === 0) {
    // A page number past the end (an old link): offer the first page rather than an empty screen.
    return (
      <div className={styles.pastEnd}>
        <p>{t('results.pastEnd')}</p>
        <Button onClick={() => onPageChange(1)}>{t('results.firstPage')}</Button>
      </div>
    );
  }
  return (
    <div className={className ? `${styles.listWrap} ${className}` : styles.listWrap}>
      {updating && <div className={styles.progress} role="progressbar" aria-label={t('results.updating')} />}
      <ol
        className={`${styles.list} ${updating ? styles.listUpdating : ''}`}
        aria-busy={updating || items.length < data.proposals.length}
      >
        {items.map((item, index) => (
          <li key={item.id}>{renderItem(item, index)}</li>
        ))}
      </ol>
      {data.totalCount > PAGE_SIZE && (
        <nav className={styles.pagination} aria-label={t('results.pages')}>
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.totalCount}
            showSizeChanger={false}
            showLessItems
            onChange={onPageChange}
          />
        </nav>
      )}
    </div>
  );
}
