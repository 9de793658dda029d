import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useBrandVersions, useRestoreBrandVersion } from '../api/brand-versions';
import { useStudioLanguage, useStudioText } from './studio-text';
import styles from './studio.module.css';

/** Every published version with its author and time; any older one can be restored (as a new version). */
export function VersionsPanel({ domain, onRestored }: { domain: string; onRestored: (message: string) => void }) {
  const t = useStudioText();
  const { language } = useStudioLanguage();
  const versions = useBrandVersions(domain);
  const restore = useRestoreBrandVersion(domain);
  if (versions.isPending) return <p>{t('versions.loading')}</p>;
  if (versions.isError) return <InlineAlert tone="error">{t('versions.error')}</InlineAlert>;
  const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.section}>
      <ol className={styles.versions} aria-label={t('versions.list')}>
        {versions.data.versions.map((entry) => {
          const by = { when: when(entry.createdAt), author: entry.author };
          return (
            <li key={entry.version} className={styles.version} data-version={entry.version}>
              <span className={styles.swatchSmall} style={{ background: entry.primaryColor }} aria-hidden="true" />
              <div className={styles.versionText}>
                <strong>{t(entry.published ? 'versions.live' : 'versions.version', { version: entry.version })}</strong>
                <span>
                  {entry.restoredFrom === null
                    ? t('versions.by', by)
                    : t('versions.byRestored', { ...by, from: entry.restoredFrom })}
                </span>
                <span className={styles.muted}>“{entry.heroTitle}”</span>
              </div>
              {!entry.published && (
                <Button
                  variant="secondary"
                  isPending={restore.isPending && restore.variables === entry.version}
                  onPress={() =>
                    restore.mutate(entry.version, {
                      onSuccess: ({ version }) =>
                        onRestored(t('versions.restored', { from: version.restoredFrom ?? '', to: version.version })),
                    })
                  }
                >
                  {t('versions.restore', { version: entry.version })}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
