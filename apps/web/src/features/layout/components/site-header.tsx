import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { maxWidthQuery } from '../../../lib/breakpoints';
import { useBrand } from '../../../lib/brand-context';
import { isSafeBrandUrl, telHref } from '../model/links';
import styles from './site-header.module.css';

/**
 * `default` for the landing and content pages; `light` for results screens (slimmer bar); `compact` keeps
 * only the logo and the phone link (e.g. a screen whose own toolbar follows).
 */
export type HeaderVariant = 'default' | 'light' | 'compact';

export interface SiteHeaderProps {
  variant?: HeaderVariant;
  /** Extra controls placed between the logo and the phone block (e.g. a header search toggle). */
  children?: ReactNode;
  /**
   * issue 18: the account corner on a brand with single sign-on (src/app/ renders MemberMenu in a leaf of its own:
   * the visitor's status settles in the browser, and only that leaf renders again, not the whole header).
   */
  account?: ReactNode;
}

function PhoneIcon() {
  return (
    <svg className={styles.phoneIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

/**
 * The brand header: the primary logo linking home (the mobile logo up to 768 px, spec §9), the brand's phone
 * number as a `tel:` link and, when the brand has one, its phone privacy link (spec §3 phonePrivacyPolicyUrl);
 * on a brand with single sign-on, the member's menu (name, points, their pages, sign-out) or the sign-in link.
 */
export function SiteHeader({ variant = 'default', children, account }: SiteHeaderProps) {
  const { t } = useTranslation('layout');
  const brand = useBrand();
  const { brandName, phoneNumber, phonePrivacyPolicyUrl } = brand.brand;
  const { logoPrimaryUrl, logoPrimaryMobileUrl } = brand.theme;
  const privacyUrl = isSafeBrandUrl(phonePrivacyPolicyUrl) ? phonePrivacyPolicyUrl : null;
  return (
    <header className={variant === 'default' ? styles.header : `${styles.header} ${styles[variant]}`}>
      {/* The first stop for keyboard users: past the header to the screen's <main id="main-content">. */}
      <a className={styles.skip} href="#main-content">
        {t('header.skipToContent')}
      </a>
      <div className={styles.inner}>
        <Link to="/" className={styles.home} aria-label={t('header.home', { brand: brandName })}>
          <picture>
            <source media={maxWidthQuery('mobile')} srcSet={logoPrimaryMobileUrl} />
            <img className={styles.logo} src={logoPrimaryUrl} alt={brandName} height={40} />
          </picture>
        </Link>
        {children && <div className={styles.extra}>{children}</div>}
        <div className={styles.contact}>
          <a className={styles.phone} href={telHref(phoneNumber)}>
            <PhoneIcon />
            <span className={styles.phoneText}>
              <span className={styles.phoneCaption}>{t('header.call')}</span>
              <span className={styles.phoneNumber}>{phoneNumber}</span>
            </span>
          </a>
          {privacyUrl && (
            <a className={styles.privacy} href={privacyUrl}>
              {t('header.phonePrivacy')}
            </a>
          )}
        </div>
        {account}
      </div>
    </header>
  );
}
