import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, LinkButton } from '../../../components/ui/kit/button';
import { usePointsFormat } from '../../../lib/money';
import { initialsOf } from '../model/member-links';
import type { MemberLink } from '../model/member-links';
import styles from './member-menu.module.css';

/** What the header shows about the visitor on a brand with single sign-on (composed in app/ from the profile). */
export type HeaderAccount =
  | {
      kind: 'signed-in';
      name: string | null;
      pointsBalance: number;
      /** The profile's label, else the brand's customPointsLabel; null: the generic word. */
      pointsLabel: string | null;
      links: MemberLink[];
      onSignOut: () => void;
    }
  /** `signInHref`: the partner's sign-in page coming back here; null when the brand has none. */
  | { kind: 'signed-out'; signInHref: string | null };

function Chevron({ open }: { open: boolean }) {
  return (
    <svg className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`} viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
    </svg>
  );
}

type SignedIn = Extract<HeaderAccount, { kind: 'signed-in' }>;

/**
 * The member's menu: a disclosure (a kit Button with aria-expanded over a list of links), not an ARIA menu, so
 * Tab walks through it like any links; Escape closes it and gives focus back to the button, and so does a
 * click or focus outside.
 */
function SignedInMenu({ account }: { account: SignedIn }) {
  const { t } = useTranslation('layout');
  const formatPoints = usePointsFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const name = account.name ?? t('header.member.account');
  const points = formatPoints(account.pointsBalance, account.pointsLabel ?? t('header.member.points'));

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    rootRef.current?.querySelector('button')?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <Button
        variant="ghost"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen((value) => !value)}
      >
        <span className={styles.badge} aria-hidden="true">
          {initialsOf(account.name) ?? '★'}
        </span>
        <span className={styles.triggerText}>
          <span className={styles.triggerName}>{name}</span>
          <span className={styles.triggerPoints}>{points}</span>
        </span>
        <Chevron open={open} />
      </Button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.panelName}>{name}</p>
        <p className={styles.panelPoints} data-testid="header-points">
          {points}
        </p>
        <ul className={styles.links}>
          {account.links.map((link) => (
            <li key={link.key}>
              <Link className={styles.link} to={link.href} onClick={() => setOpen(false)}>
                {t(`header.member.links.${link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <Button variant="secondary" block className={styles.signOut} onPress={account.onSignOut}>
          {t('header.member.signOut')}
        </Button>
      </div>
    </div>
  );
}

/** The header's account corner: the member's menu, or the partner's sign-in link for a signed-out visitor. */
export function MemberMenu({ account }: { account: HeaderAccount }) {
  const { t } = useTranslation('layout');
  if (account.kind === 'signed-in') return <SignedInMenu account={account} />;
  if (!account.signInHref) return null;
  return (
    <LinkButton variant="secondary" className={styles.signIn} href={account.signInHref}>
      {t('header.member.signIn')}
    </LinkButton>
  );
}
