import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, LOW_TIME_MS, timeLeft } from '../model/countdown';
import styles from './checkout.module.css';

/**
 * "Time left" before the cart expires, updated every second; at zero it calls `onExpire` (the checkout then
 * marks the cart expired and leaves for /expired-session). The remaining time is announced once when it runs low.
 */
export function Countdown({ expiresAt, onExpire }: { expiresAt: string; onExpire: () => void }) {
  const { t } = useTranslation('checkout');
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(expiresAt, now);
  useEffect(() => {
    if (left > 0 || expired.current) return;
    expired.current = true;
    onExpire();
  }, [left, onExpire]);
  const low = left <= LOW_TIME_MS;
  return (
    <div className={low ? `${styles.timer} ${styles.timerLow}` : styles.timer}>
      <span>{t('summary.timeLeft')} </span>
      <strong role="timer" aria-live="off">
        {formatCountdown(left)}
      </strong>
      <span className={styles.srOnly} aria-live="polite">
        {low ? t('summary.timeLow') : ''}
      </span>
    </div>
  );
}
