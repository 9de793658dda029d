import { Skeleton } from '../../../components/ui/skeleton';
import styles from './flight-results.module.css';

/** Card-shaped placeholders, the height of real cards, so nothing jumps when results arrive. */
export function FlightListSkeleton({ count = 5, label }: { count?: number; label: string }) {
  return (
    <div className={styles.list} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <div className={styles.skeletonMain}>
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['40%', '90%'] }} />
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['40%', '90%'] }} />
          </div>
          <div className={styles.skeletonSide}>
            <Skeleton.Button active block />
            <Skeleton.Button active block size="large" />
          </div>
        </div>
      ))}
    </div>
  );
}
