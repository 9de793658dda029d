import { Skeleton } from '../../../components/ui/skeleton';
import styles from './flight-results.module.css';

/** A card-shaped placeholder, the height of a real card, so nothing jumps when results arrive. */
export function FlightCardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true">
      <div className={styles.skeletonMain}>
        <Skeleton active title={false} paragraph={{ rows: 2, width: ['40%', '90%'] }} />
        <Skeleton active title={false} paragraph={{ rows: 2, width: ['40%', '90%'] }} />
      </div>
      <div className={styles.skeletonSide}>
        <Skeleton.Button active block />
        <Skeleton.Button active block size="large" />
      </div>
    </div>
  );
}
