import type { LoadingLogo } from '../model/default-logo';
import type { RandomSource } from '../model/loading-progress';
import styles from './loading-screen.module.css';
import { useLoadingProgress } from './use-loading-progress';

export interface LoadingScreenProps {
  logo: LoadingLogo;
  /** The accessible name of the progress bar, in the brand language (e.g. "Loading…"). */
  label: string;
  /** Injected in tests; Math.random otherwise. */
  random?: RandomSource;
}

/**
 * spec §2 loading screen: the brand's secondary logo over the progress bar of spec §4. Plain HTML and CSS:
 * it shows before the UI toolkit's chunk has loaded.
 */
export function LoadingScreen({ logo, label, random }: LoadingScreenProps) {
  const value = useLoadingProgress(random);
  return (
    <main className={styles.page} aria-busy="true">
      <img className={styles.logo} src={logo.src} alt={logo.name} width={240} height={200} />
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className={styles.bar} style={{ transform: `scaleX(${value / 100})` }} />
      </div>
      <p className={styles.label}>{label}</p>
    </main>
  );
}
