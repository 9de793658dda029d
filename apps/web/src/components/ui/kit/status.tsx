import type { ReactNode } from 'react';
import styles from './status.module.css';

/** spec §9 status colours. */
export type Tone = 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps {
  tone?: Tone | 'brand';
  children: ReactNode;
  className?: string;
}

/** A short label on a card ("-20 %", "Free cancellation"): text, so screen readers read it in place. */
export function Badge({ tone = 'brand', children, className }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}

export interface InlineAlertProps {
  tone: Tone;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A message the visitor may put away (a flight added to the cart): shows a close button with this name. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * A message inside the page. Errors and warnings are announced when they appear (role alert); information and
 * success are a polite status.
 */
export function InlineAlert({ tone, title, children, className, onDismiss, dismissLabel }: InlineAlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      {title && <strong className={styles.alertTitle}>{title}</strong>}
      <div>{children}</div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
    </div>
  );
}

export interface SkeletonProps {
  /** CSS width and height of the placeholder block. */
  width?: string;
  height?: string;
  className?: string;
}

export interface SkeletonTextProps {
  /** How many lines stand in for the content. */
  rows: number;
  /** Announced while loading ("Loading your booking"). */
  label: string;
  className?: string;
}

/** Lines of placeholder text for a panel still loading, announced once as a busy status. */
export function SkeletonText({ rows, label, className }: SkeletonTextProps) {
  return (
    <div
      role="status"
      aria-label={label}
      aria-busy="true"
      className={[styles.lines, className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} width={index === rows - 1 ? '60%' : index % 3 === 1 ? '85%' : '100%'} />
      ))}
    </div>
  );
}

/** A grey block where content will be; hidden from screen readers (the loading state is announced elsewhere). */
export function Skeleton({ width = '100%', height = '16px', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height }}
    />
  );
}
