import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import { useBrandVersions, useRestoreBrandVersion } from '../api/brand-versions';
import styles from './studio.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every published version with its author and time; any older one can be restored (as a new version). */
export function VersionsPanel({ domain, onRestored }: { domain: string; onRestored: (message: string) => void }) {
  const versions = useBrandVersions(domain);
  const restore = useRestoreBrandVersion(domain);
  if (versions.isPending) return <p>Loading versions…</p>;
  if (versions.isError) return <InlineAlert tone="error">The versions could not be loaded.</InlineAlert>;
  return (
    <div className={styles.section}>
      <ol className={styles.versions} aria-label="Versions">
        {versions.data.versions.map((entry) => (
          <li key={entry.version} className={styles.version} data-version={entry.version}>
            <span className={styles.swatchSmall} style={{ background: entry.primaryColor }} aria-hidden="true" />
            <div className={styles.versionText}>
              <strong>
                Version {entry.version}
                {entry.published && ' (live)'}
              </strong>
              <span>
                {when(entry.createdAt)} by {entry.author}
                {entry.restoredFrom !== null && `, restored from version ${entry.restoredFrom}`}
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
                      onRestored(`Version ${version.restoredFrom} restored as version ${version.version}.`),
                  })
                }
              >
                Restore version {entry.version}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
