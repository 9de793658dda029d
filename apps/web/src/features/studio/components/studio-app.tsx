import { useEffect, useState } from 'react';
import type { StudioSession } from '@wayfare/contract';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useBrandDraft } from '../api/brand-draft';
import { useStudioBrands } from '../api/list-brands';
import { useStudioSession, useStudioSignOut } from '../api/studio-session';
import { BrandEditor } from './brand-editor';
import { LanguageChoice } from './language-choice';
import { SignInForm } from './sign-in-form';
import { StudioLanguageProvider, useStudioLanguage, useStudioText } from './studio-text';
import styles from './studio.module.css';

function DraftLoader({ domain }: { domain: string }) {
  const t = useStudioText();
  const draft = useBrandDraft(domain);
  const [tab, setTab] = useState('theme');
  const [notice, setNotice] = useState<string | null>(null);
  if (draft.isPending) return <p>{t('workspace.loadingDraft')}</p>;
  if (draft.isError) return <InlineAlert tone="error">{t('workspace.draftError')}</InlineAlert>;
  // A restore or discard refetches the draft; the editor starts again from it.
  return (
    <BrandEditor
      key={`${domain}-${draft.dataUpdatedAt}`}
      draft={draft.data}
      onReload={(message) => {
        setNotice(message ?? null);
        void draft.refetch();
      }}
      tab={tab}
      onTab={setTab}
      notice={notice}
    />
  );
}

function Workspace({ session }: { session: StudioSession }) {
  const t = useStudioText();
  const brands = useStudioBrands();
  const signOut = useStudioSignOut();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = brands.data?.brands ?? [];
  const domain = chosen ?? (list.length === 1 ? list[0]!.domain : null);
  const { displayName } = session.editor;
  return (
    <div className={styles.studio}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{domain ? t('titleWithDomain', { domain }) : t('title')}</h1>
        <span className={styles.muted}>
          {session.editor.role === 'admin'
            ? t('workspace.roleAdmin', { name: displayName })
            : t('workspace.roleEditor', { name: displayName })}
        </span>
        <LanguageChoice />
        <Button variant="ghost" onPress={() => signOut.mutate()}>
          {t('workspace.signOut')}
        </Button>
      </header>
      <nav aria-label={t('workspace.brands')} className={styles.brands}>
        {brands.isError && <InlineAlert tone="error">{t('workspace.brandsError')}</InlineAlert>}
        {list.map((brand) => {
          const values = { name: brand.brandName, domain: brand.domain, version: brand.publishedVersion };
          return (
            <Button
              key={brand.domain}
              variant={brand.domain === domain ? 'primary' : 'secondary'}
              onPress={() => setChosen(brand.domain)}
              aria-pressed={brand.domain === domain}
            >
              <span className={styles.swatchSmall} style={{ background: brand.primaryColor }} aria-hidden="true" />
              {t(brand.hasDraft ? 'workspace.brandWithDraft' : 'workspace.brand', values)}
            </Button>
          );
        })}
      </nav>
      {domain ? <DraftLoader key={domain} domain={domain} /> : list.length > 0 && <p>{t('workspace.chooseBrand')}</p>}
    </div>
  );
}

function Studio({ documentTitle }: StudioAppProps) {
  const t = useStudioText();
  const { language } = useStudioLanguage();
  const session = useStudioSession();
  // The tab names the screen, in the studio's language, as every other screen does (WCAG 2.4.2): it was the brand's
  // page title alone, the same as the travellers' landing.
  const title = t('title');
  useEffect(() => {
    document.title = documentTitle(title);
  }, [documentTitle, title]);
  return (
    <main id="main-content" className={styles.page} lang={language}>
      {session.isPending ? (
        <p className={styles.loading}>{t('loading')}</p>
      ) : session.isError ? (
        <InlineAlert tone="error">{t('unreachable')}</InlineAlert>
      ) : session.data ? (
        <Workspace session={session.data} />
      ) : (
        <SignInForm />
      )}
    </main>
  );
}

export interface StudioAppProps {
  /** The document title of a screen named `screen` (the app's format: the screen, then the brand's page title). */
  documentTitle: (screen: string) => string;
}

/**
 * The brand studio at /studio (issue 20): sign-in, the editor's brands, the editor with its live preview, in the
 * studio's own language.
 */
export function StudioApp({ documentTitle }: StudioAppProps) {
  return (
    <StudioLanguageProvider>
      <Studio documentTitle={documentTitle} />
    </StudioLanguageProvider>
  );
}
