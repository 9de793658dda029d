import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { maxWidthQuery } from '../../../lib/breakpoints';
import { useBrand } from '../../../lib/brand-context';
import styles from './brand-header.module.css';

/** The brand's logo (mobile variant up to 768 px, spec §9), linking home; `children` go to the right. */
export function BrandHeader({ children }: { children?: ReactNode }) {
  const brand = useBrand();
  const { logoPrimaryUrl, logoPrimaryMobileUrl } = brand.theme;
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.home} aria-label={brand.brand.brandName}>
        <picture>
          <source media={maxWidthQuery('mobile')} srcSet={logoPrimaryMobileUrl} />
          <img className={styles.logo} src={logoPrimaryUrl} alt={brand.brand.brandName} height={40} />
        </picture>
      </Link>
      {children}
    </header>
  );
}
