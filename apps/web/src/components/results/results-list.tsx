import { PAGE_SIZE } from '@wayfare/contract';
import { Fragment, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { Button } from '../ui/kit/button';
import { Pagination } from '../ui/kit/pagination';
import styles from './results-list.module.css';
import { RESULT_ID_ATTRIBUTE, useReturnToResult } from './use-return-to-result';

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
  /** The URL parameter holding the page number (page links are real links to the same search). */
  pageParam?: string;
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
    pageParam = 'page',
  } = props;
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation();
  const location = useLocation();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(pageParam, String(target));
    return `${location.pathname}?${params.toString()}`;
  };
  const items = useProgressiveList(data?.proposals ?? NOTHING);
  const listRef = useRef<HTMLOListElement>(null);
  const ids = useMemo(() => (data?.proposals ?? NOTHING).map((item) => item.id), [data]);
  const onListClick = useReturnToResult(ids, items.length, listRef);
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
        <Button onPress={() => onPageChange(1)}>{t('results.firstPage')}</Button>
      </div>
    );
  }
  return (
    <div className={className ? `${styles.listWrap} ${className}` : styles.listWrap}>
      {updating && <div className={styles.progress} role="progressbar" aria-label={t('results.updating')} />}
      <ol
        ref={listRef}
        onClickCapture={onListClick}
        className={`${styles.list} ${updating ? styles.listUpdating : ''}`}
        aria-busy={updating || items.length < data.proposals.length}
      >
        {items.map((item, index) => (
          <li key={item.id} {...{ [RESULT_ID_ATTRIBUTE]: item.id }}>
            {renderItem(item, index)}
          </li>
        ))}
      </ol>
      {data.totalCount > PAGE_SIZE && (
        <Pagination
          className={styles.pagination}
          page={page}
          pageCount={Math.ceil(data.totalCount / PAGE_SIZE)}
          hrefFor={hrefFor}
          onNavigate={onPageChange}
          labels={{
            navigation: t('results.pages'),
            previous: common('ui.previousPage'),
            next: common('ui.nextPage'),
            page: (target) => common('ui.page', { page: target }),
          }}
        />
      )}
    </div>
  );
}
