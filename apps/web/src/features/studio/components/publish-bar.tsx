import type { SafetyReport } from '@wayfare/contract';
import { formatRatio } from '@wayfare/contract';
import { Button } from '../../../components/ui/kit/button';
import { InlineAlert } from '../../../components/ui/kit/status';
import styles from './studio.module.css';

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'invalid' | 'failed';

const SAVE_TEXT: Record<SaveState, string> = {
  saved: 'Draft saved',
  saving: 'Saving draft…',
  unsaved: 'Unsaved changes',
  invalid: 'Fix the marked fields to save the draft',
  failed: 'The draft could not be saved; retrying on the next change',
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
}

/** Draft state, the safety checks and the publish button, with the reasons a publish was refused. */
export function PublishBar(props: PublishBarProps) {
  const { saveState, report, refusal, published, isChecking, isPublishing, onCheck, onPublish, onDiscard } = props;
  return (
    <div className={styles.publishBar}>
      <p className={styles.saveState} role="status">
        {SAVE_TEXT[saveState]}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCheck} isPending={isChecking} isDisabled={saveState === 'invalid'}>
          Check
        </Button>
        <Button onPress={onPublish} isPending={isPublishing} isDisabled={saveState === 'invalid'}>
          Publish
        </Button>
        <Button variant="ghost" onPress={onDiscard}>
          Discard draft
        </Button>
      </div>
      {published !== null && (
        <InlineAlert tone="success">Published as version {published}. The site shows it on its next load.</InlineAlert>
      )}
      {refusal.length > 0 && (
        <InlineAlert tone="error" title="Not published">
          <ul className={styles.reasons}>
            {refusal.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </InlineAlert>
      )}
      {report && refusal.length === 0 && (
        <InlineAlert tone={report.ok ? 'success' : 'warning'} title={report.ok ? 'All checks pass' : 'Checks failing'}>
          <p>
            Contrast: primary on white{' '}
            {report.contrast.primaryOnWhite === null ? '–' : formatRatio(report.contrast.primaryOnWhite)}, text on
            primary {report.contrast.textOnPrimary === null ? '–' : formatRatio(report.contrast.textOnPrimary)}.
          </p>
          {!report.ok && (
            <ul className={styles.reasons}>
              {report.issues.map((issue) => (
                <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          )}
        </InlineAlert>
      )}
    </div>
  );
}
