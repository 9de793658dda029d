import { Skeleton } from '../../../components/ui/kit/status';
import styles from './flight-results.module.css';

/** A card-shaped placeholder, the height of a real card, so nothing jumps when results arrive. */
export function FlightCardSkeleton() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true">
      <div className={styles.skeletonMain}>
        <Skeleton width="40%" />
        <Skeleton width="90%" />
        <Skeleton width="40%" />
        <Skeleton width="90%" />
      </div>
      <div className={styles.skeletonSide}>
        <Skeleton height="32px" />
        <Skeleton height="40px" />
      </div>
    </div>
  );
}
