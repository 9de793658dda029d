import { useState } from 'react';
import type { StudioSession } from '@wayfare/contract';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useBrandDraft } from '../api/brand-draft';
import { useStudioBrands } from '../api/list-brands';
import { useStudioSession, useStudioSignOut } from '../api/studio-session';
import { BrandEditor } from './brand-editor';
import { SignInForm } from './sign-in-form';
import styles from './studio.module.css';

function DraftLoader({ domain }: { domain: string }) {
  const draft = useBrandDraft(domain);
  const [tab, setTab] = useState('theme');
  const [notice, setNotice] = useState<string | null>(null);
  if (draft.isPending) return <p>Loading the draft…</p>;
  if (draft.isError) return <InlineAlert tone="error">This brand could not be opened.</InlineAlert>;
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
  const brands = useStudioBrands();
  const signOut = useStudioSignOut();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = brands.data?.brands ?? [];
  const domain = chosen ?? (list.length === 1 ? list[0]!.domain : null);
  return (
    <div className={styles.studio}>
      <header className={styles.header}>
        <h1 className={styles.heading}>Brand studio{domain ? `: ${domain}` : ''}</h1>
        <span className={styles.muted}>
          {session.editor.displayName} ({session.editor.role === 'admin' ? 'administrator' : 'editor'})
        </span>
        <Button variant="ghost" onPress={() => signOut.mutate()}>
          Sign out
        </Button>
      </header>
      <nav aria-label="Brands" className={styles.brands}>
        {brands.isError && <InlineAlert tone="error">The brands could not be loaded.</InlineAlert>}
        {list.map((brand) => (
          <Button
            key={brand.domain}
            variant={brand.domain === domain ? 'primary' : 'secondary'}
            onPress={() => setChosen(brand.domain)}
          >
            <span className={styles.swatchSmall} style={{ background: brand.primaryColor }} aria-hidden="true" />
            {brand.brandName} ({brand.domain}) · v{brand.publishedVersion}
            {brand.hasDraft ? ' · draft' : ''}
          </Button>
        ))}
      </nav>
      {domain ? <DraftLoader key={domain} domain={domain} /> : list.length > 0 && <p>Choose a brand to edit.</p>}
    </div>
  );
}

/** The brand studio at /studio (issue 20): sign-in, the editor's brands, the editor with its live preview. */
export function StudioApp() {
  const session = useStudioSession();
  if (session.isPending) return <p className={styles.loading}>Loading the studio…</p>;
  if (session.isError) return <InlineAlert tone="error">The studio could not be reached.</InlineAlert>;
  return (
    <main id="main-content" className={styles.page}>
      {session.data ? <Workspace session={session.data} /> : <SignInForm />}
    </main>
  );
}
