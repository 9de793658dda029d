import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BrandDocument, SafetyIssue, SafetyReport, StudioDraft } from '@wayfare/contract';
import { InlineAlert } from '../../../components/ui/kit/status';
import { Tabs } from '../../../components/ui/kit/tabs';
import { ApiError } from '../../../lib/http/api-error';
import { useDiscardBrandDraft, useSaveBrandDraft } from '../api/brand-draft';
import { useCheckBrandDraft, usePublishBrand } from '../api/publish-brand';
import { errorsByPath, setAt } from '../model/document-path';
import { safetyIssueText } from '../model/safety-texts';
import { draftSchemaIssues } from '../model/schema-issues';
import type { SchemaIssue } from '../model/schema-issues';
import { ContentTabs } from './content-tabs';
import { EditorProvider } from './editor-context';
import { LivePreview } from './live-preview';
import { PublishBar } from './publish-bar';
import type { SaveState } from './publish-bar';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';
import { VersionsPanel } from './versions-panel';

/** Typing pauses this long before the draft is saved and the preview follows. */
const SAVE_DELAY_MS = 400;

type FieldIssue = { field: string; message: string };

/** The API's reasons (its own texts, per field), or the studio's message when the server was not reached. */
const issuesOf = (error: unknown, unreachable: string): FieldIssue[] =>
  error instanceof ApiError
    ? error.validationErrors.length > 0
      ? error.validationErrors
      : [{ field: '', message: error.details ?? error.message }]
    : [{ field: '', message: unreachable }];

/**
 * A refused save: the draft's schema problems as studio texts (the contract's schema, which SaveDraft validates
 * with), plus the API's reasons for fields that schema does not see (its free-text check), in its own words.
 */
function saveIssuesOf(error: unknown, document: BrandDocument, unreachable: string): (FieldIssue | SchemaIssue)[] {
  const remote = issuesOf(error, unreachable);
  if (!(error instanceof ApiError) || error.status !== 400) return remote;
  const local = draftSchemaIssues(document);
  const named = new Set(local.map((issue) => issue.field));
  return [...local, ...remote.filter((issue) => !named.has(issue.field.replace(/^document\./, '')))];
}

/**
 * One brand's draft: every §3 part in tabs, saved as the editor types (validated by the API per field), shown in
 * the live preview, checked and published; versions with restore. `onReload` refetches the draft after a
 * restore or discard (the parent remounts this editor with it).
 */
export interface BrandEditorProps {
  draft: StudioDraft;
  /** Refetch the draft (after a restore or discard), with a message to show once it is back. */
  onReload: (notice?: string) => void;
  /** Kept by the parent, so a reload stays on the same tab with its message. */
  tab: string;
  onTab: (tab: string) => void;
  notice: string | null;
}

export function BrandEditor({ draft, onReload, tab, onTab, notice }: BrandEditorProps) {
  const t = useStudioText();
  const unreachable = t('editor.noServer');
  const { domain } = draft;
  const [document, setDocument] = useState<BrandDocument>(draft.document);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [schemaIssues, setSchemaIssues] = useState<(FieldIssue | SchemaIssue)[]>([]);
  const [report, setReport] = useState<SafetyReport | null>(null);
  const [refusal, setRefusal] = useState<FieldIssue[]>([]);
  const [published, setPublished] = useState<number | null>(null);
  const [prechecking, setPrechecking] = useState(false);
  const [revision, setRevision] = useState(0);
  const save = useSaveBrandDraft(domain);
  const check = useCheckBrandDraft(domain);
  const publish = usePublishBrand(domain);
  const discard = useDiscardBrandDraft(domain);
  const pending = useRef<{ timer: number; document: BrandDocument } | null>(null);
  const latest = useRef(document);

  const saveNow = useCallback(
    async (next: BrandDocument): Promise<boolean> => {
      setSaveState('saving');
      try {
        await save.mutateAsync(next);
        if (latest.current === next) setSaveState('saved');
        setSchemaIssues([]);
        setRevision((value) => value + 1);
        return true;
      } catch (error) {
        const invalid = error instanceof ApiError && error.status === 400;
        setSchemaIssues(saveIssuesOf(error, next, unreachable));
        setSaveState(invalid ? 'invalid' : 'failed');
        return false;
      }
    },
    [save, unreachable],
  );

  const flush = useCallback(async (): Promise<boolean> => {
    const waiting = pending.current;
    if (!waiting) return saveState === 'saved' || saveState === 'saving';
    window.clearTimeout(waiting.timer);
    pending.current = null;
    return saveNow(waiting.document);
  }, [saveNow, saveState]);

  useEffect(() => () => window.clearTimeout(pending.current?.timer), []);

  const set = useCallback(
    (path: string, value: unknown) => {
      setDocument((previous) => {
        const next = setAt(previous, path, value);
        latest.current = next;
        window.clearTimeout(pending.current?.timer);
        pending.current = { document: next, timer: window.setTimeout(() => void flush(), SAVE_DELAY_MS) };
        return next;
      });
      setSaveState('unsaved');
      setPublished(null);
      setRefusal([]);
    },
    [flush],
  );

  // Translated when shown: a change of the studio's language changes the messages beside the fields too.
  const schemaErrors = useMemo(
    () =>
      schemaIssues.map((issue): FieldIssue =>
        'key' in issue ? { field: issue.field, message: t(issue.key, issue.values) } : issue,
      ),
    [schemaIssues, t],
  );
  const errors = useMemo(() => errorsByPath([...schemaErrors, ...refusal]), [schemaErrors, refusal]);
  const editor = useMemo(
    () => ({ document, set, errorFor: (path: string) => errors.get(path), domain }),
    [document, set, errors, domain],
  );

  const onCheck = async () => {
    if (!(await flush())) return;
    check.mutate(undefined, { onSuccess: setReport });
  };
  const describe = useCallback((issue: SafetyIssue) => safetyIssueText(issue, document, t), [document, t]);
  const onPublish = async () => {
    setRefusal([]);
    if (!(await flush())) return;
    // The checks first, for their reasons in the studio's language; the API checks again when publishing.
    setPrechecking(true);
    const checked = await check.mutateAsync().catch(() => null);
    setPrechecking(false);
    if (checked && !checked.ok) {
      setReport(null);
      setRefusal(checked.issues.map((issue) => ({ field: issue.field, message: describe(issue) })));
      return;
    }
    publish.mutate(undefined, {
      onSuccess: (result) => {
        setPublished(result.version.version);
        setReport(null);
      },
      onError: (error) => setRefusal(issuesOf(error, unreachable)),
    });
  };
  const onDiscard = () => discard.mutate(undefined, { onSuccess: () => onReload(t('editor.discarded')) });

  return (
    <EditorProvider value={editor}>
      <div className={styles.editor}>
        <div className={styles.form}>
          <PublishBar
            saveState={saveState}
            report={report}
            refusal={refusal}
            published={published}
            isChecking={check.isPending && !prechecking}
            isPublishing={publish.isPending || prechecking}
            onCheck={() => void onCheck()}
            onPublish={() => void onPublish()}
            onDiscard={onDiscard}
            describe={describe}
          />
          {schemaErrors.some((issue) => !errors.has(issue.field.replace(/^document\./, ''))) && (
            <ul className={styles.reasons} role="alert">
              {schemaErrors.map((issue) => (
                <li key={`${issue.field}-${issue.message}`}>
                  {issue.field.replace(/^document\./, '')}: {issue.message}
                </li>
              ))}
            </ul>
          )}
          {notice && <InlineAlert tone="success">{notice}</InlineAlert>}
          <Tabs
            label={t('editor.tabs')}
            selectedId={tab}
            onChange={onTab}
            items={[
              ...ContentTabs(t),
              {
                id: 'versions',
                label: t('editor.tabVersions'),
                content: <VersionsPanel domain={domain} onRestored={onReload} />,
              },
            ]}
          />
        </div>
        <LivePreview
          domain={domain}
          token={draft.previewToken}
          product={draft.document.attributes.products[0]?.productType}
          revision={revision}
        />
      </div>
    </EditorProvider>
  );
}
