import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import { isSafeBrandUrl } from '../model/links';
import styles from './site-footer.module.css';
import { useFooterScript } from './use-footer-script';

/**
 * The brand's footer script (spec §3 footer.footerScriptUrl), loaded once the page is interactive and `allowed`:
 * src/app/ allows it once the external sign-in step has removed `a` from the address bar (design.md security).
 * A component of its own, beside the footer: that flag settles in the browser right after hydration, and only
 * this leaf renders again for it, not the footer.
 */
export function FooterScript({ allowed }: { allowed: boolean }) {
  const brand = useBrand();
  useFooterScript(brand.footer?.footerScriptUrl, allowed);
  return null;
}

/**
 * The brand footer (spec §3 footer, brandDetails.policies): the brand's legal text (a translation key of the
 * `common` namespace named by footer.legalTextKey) and links to its privacy, cookie and terms pages.
 */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const { t: tCommon } = useTranslation();
  const brand = useBrand();
  const { brandName, policies } = brand.brand;

  const links = [
    { key: 'privacy', href: policies.privacy, label: t('footer.privacy') },
    { key: 'cookies', href: policies.cookies, label: t('footer.cookies') },
    { key: 'terms', href: policies.termsConditions, label: t('footer.terms') },
  ].filter((link): link is typeof link & { href: string } => isSafeBrandUrl(link.href));

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandBlock}>
          <p className={styles.brandName}>{brandName}</p>
          {brand.footer && <p className={styles.legal}>{tCommon(brand.footer.legalTextKey)}</p>}
        </div>
        <nav className={styles.policies} aria-label={t('footer.policies')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.key}>
                <a className={styles.link} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brandName })}
        </p>
      </div>
    </footer>
  );
}
