import type { DealItem } from '@wayfare/contract';
import { DealCard } from './deal-card';
import styles from './deal-grid.module.css';

export interface DealGridProps {
  deals: readonly DealItem[];
  /** Marks every card as the brand's own club offer (spec §3 offers club flag). */
  club?: boolean;
  /** How many first cards load their image eagerly. */
  eagerCount?: number;
}

/** Deals as a responsive grid: one column on phones, up to three on desktops. */
export function DealGrid({ deals, club, eagerCount = 3 }: DealGridProps) {
  return (
    <ul className={styles.grid}>
      {deals.map((deal, index) => (
        <li key={deal.id} className={styles.item}>
          <DealCard deal={deal} club={club} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
