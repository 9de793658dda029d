import type { MemberProfile } from '@wayfare/contract';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat, usePointsFormat } from '../../../lib/money';
import { signInHref } from '../model/member-format';
import type { MemberStatus } from '../model/member-status';
import styles from './membership-panel.module.css';

export interface MembershipPanelProps {
  status: MemberStatus;
  language: string;
  brandName: string;
  /** The brand's customPointsLabel, when the profile has none. */
  pointsLabel?: string | null;
  /** brandDetails.membership.memberSignInUrl; without it the notice explains but cannot link. */
  memberSignInUrl?: string | null;
  /** This page's path and query (the router's): where the partner's sign-in sends the member back. */
  returnPath: string;
  onRetry: () => void;
}

function MemberBanner({ profile, fallbackLabel }: { profile: MemberProfile; fallbackLabel: string }) {
  const { t } = useTranslation('membership');
  const formatMoney = useMoneyFormat();
  const formatPoints = usePointsFormat();
  const label = profile.pointsLabel || fallbackLabel;
  return (
    <section className={`${styles.panel} ${styles.member}`} aria-labelledby="member-banner-title">
      <div className={styles.text}>
        <p className={styles.kicker}>
          <span className={styles.tier}>{t(`tier.${profile.tier}`)}</span>
        </p>
        <h2 className={styles.title} id="member-banner-title">
          {t('signedIn.title')}
        </h2>
        <p className={styles.description}>
          {profile.memberDiscountPercent
            ? t('signedIn.discount', { percent: profile.memberDiscountPercent })
            : t('signedIn.noDiscount')}
        </p>
      </div>
      <div className={styles.balance} data-testid="points-balance">
        <p className={styles.balanceLabel}>{t('signedIn.balance')}</p>
        <p className={styles.points}>
          {formatPoints(profile.pointsBalance)} <span className={styles.pointsLabel}>{label}</span>
        </p>
        {profile.pointsValue && (
          <p className={styles.worth}>
            {t('signedIn.worth', {
              amount: formatMoney(profile.pointsValue, { minimumFractionDigits: 0 }),
            })}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The partner's sign-in link back to this page. The server knows the page's path, not its origin: the link is
 * rendered alike on both sides (the server left it out and the browser added it: React error #418 at every
 * /memSearch load, the server HTML thrown away), and gets the absolute address a partner page needs once mounted.
 */
function SignInLink({ signInUrl, returnPath, label }: { signInUrl: string; returnPath: string; label: string }) {
  const [origin, setOrigin] = useState('');
  useEffect(() => startTransition(() => setOrigin(window.location.origin)), []);
  return (
    <a className={styles.action} href={signInHref(signInUrl, `${origin}${returnPath}`)}>
      {label}
    </a>
  );
}

/**
 * The membership part of /memSearch and /hdpMemSearch (spec §2): the member's banner with the points balance,
 * or, signed out, a clear message that member prices need sign-in through the partner, with its sign-in link.
 */
export function MembershipPanel(props: MembershipPanelProps) {
  const { status, brandName } = props;
  const { t } = useTranslation('membership');
  if (status.kind === 'signed-in') {
    return <MemberBanner profile={status.profile} fallbackLabel={props.pointsLabel || t('pointsDefault')} />;
  }
  if (status.kind === 'checking') {
    return (
      <section className={styles.panel} aria-busy="true" aria-label={t('checking')}>
        <p className={styles.description}>{t('checking')}</p>
      </section>
    );
  }
  const kind = status.kind === 'signed-out' ? (status.reason === 'expired' ? 'expired' : 'signedOut') : status.kind;
  return (
    <section className={`${styles.panel} ${styles.notice}`} aria-labelledby="member-notice-title">
      <div className={styles.text}>
        <h2 className={styles.title} id="member-notice-title">
          {t(`${kind}.title`)}
        </h2>
        <p className={styles.description}>{t(`${kind}.description`, { brand: brandName })}</p>
      </div>
      {status.kind === 'signed-out' && props.memberSignInUrl && (
        <SignInLink
          signInUrl={props.memberSignInUrl}
          returnPath={props.returnPath}
          label={t('signedOut.action', { brand: brandName })}
        />
      )}
      {status.kind === 'error' && (
        <button type="button" className={styles.action} onClick={props.onRetry}>
          {t('error.action')}
        </button>
      )}
    </section>
  );
}
