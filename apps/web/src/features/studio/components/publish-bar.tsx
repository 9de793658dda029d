import type { SafetyIssue, SafetyReport } from '@wayfare/contract';
import { formatRatio } from '@wayfare/contract';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import type { StudioKey } from '../model/studio-language';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'invalid' | 'failed';

const SAVE_TEXT: Record<SaveState, StudioKey> = {
  saved: 'save.saved',
  saving: 'save.saving',
  unsaved: 'save.unsaved',
  invalid: 'save.invalid',
  failed: 'save.failed',
};

interface PublishBarProps {
  saveState: SaveState;
  report: SafetyReport | null;
  /** Why the last publish was refused (each failing check), or a message. */
  refusal: readonly { field: string; message: string }[];
  published: number | null;
  isChecking: boolean;
  isPublishing: boolean;
  onCheck: () => void;
  onPublish: () => void;
  onDiscard: () => void;
  /** A check's reason in the studio's language. */
  describe: (issue: SafetyIssue) => string;
}

/** Draft state, the safety checks and the publish button, with the reasons a publish was refused. */
export function PublishBar(props: PublishBarProps) {
  const t = useStudioText();
  const { saveState, report, refusal, published, isChecking, isPublishing, onCheck, onPublish, onDiscard, describe } =
    props;
  return (
    <div className={styles.publishBar}>
      <p className={styles.saveState} role="status">
        {t(SAVE_TEXT[saveState])}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCheck} isPending={isChecking} isDisabled={saveState === 'invalid'}>
          {t('publish.check')}
        </Button>
        <Button onPress={onPublish} isPending={isPublishing} isDisabled={saveState === 'invalid'}>
          {t('publish.publish')}
        </Button>
        <Button variant="ghost" onPress={onDiscard}>
          {t('publish.discard')}
        </Button>
      </div>
      {published !== null && <InlineAlert tone="success">{t('publish.published', { version: published })}</InlineAlert>}
      {refusal.length > 0 && (
        <InlineAlert tone="error" title={t('publish.refused')}>
          <ul className={styles.reasons}>
            {refusal.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </InlineAlert>
      )}
      {report && refusal.length === 0 && (
        <InlineAlert tone={report.ok ? 'success' : 'warning'} title={t(report.ok ? 'publish.pass' : 'publish.fail')}>
          <p>
            {t('publish.contrast', {
              onWhite: report.contrast.primaryOnWhite === null ? '–' : formatRatio(report.contrast.primaryOnWhite),
              onPrimary: report.contrast.textOnPrimary === null ? '–' : formatRatio(report.contrast.textOnPrimary),
            })}
          </p>
          {!report.ok && (
            <ul className={styles.reasons}>
              {report.issues.map((issue) => (
                <li key={`${issue.field}-${issue.message}`}>{describe(issue)}</li>
              ))}
            </ul>
          )}
        </InlineAlert>
      )}
    </div>
  );
}
