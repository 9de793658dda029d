import { AA_CONTRAST, contrastRatio, formatRatio, STUDIO_UPLOAD_LIMITS, suggestContrastFix } from '@wayfare/contract';
import { ColorPicker } from '../../../components/ui/kit/color-picker';
import { FileDrop } from '../../../components/ui/kit/file-drop';
import { useUploadAsset } from '../api/upload-asset';
import { ApiError } from '../../../lib/http/api-error';
import { getAt } from '../model/document-path';
import { DocText } from './doc-fields';
import { useEditor } from './editor-context';
import styles from './studio.module.css';

/** The ratio against AA as the editor reads it beside the picker, with a colour that would pass. */
function contrastNote(foreground: string, background: string, what: string): string {
  const ratio = contrastRatio(foreground, background);
  if (ratio === null) return '';
  if (ratio >= AA_CONTRAST) return `${what}: ${formatRatio(ratio)} (passes WCAG AA)`;
  const fix = suggestContrastFix(foreground, background);
  return `${what}: ${formatRatio(ratio)}, below WCAG AA 4.5:1${fix ? `; try ${fix}` : ''}`;
}

function ColorField({ path, label, against, what }: { path: string; label: string; against: string; what: string }) {
  const { document, set, errorFor } = useEditor();
  const value = String(getAt(document, path) ?? '#000000');
  return (
    <ColorPicker
      label={label}
      value={value}
      onChange={(next) => set(path, next)}
      description={contrastNote(value, against, what)}
      errorMessage={errorFor(path)}
    />
  );
}

function ImageField({ path, label, optional }: { path: string; label: string; optional?: boolean }) {
  const { document, set, domain } = useEditor();
  const upload = useUploadAsset(domain);
  const current = getAt(document, path);
  const uploadError =
    upload.error instanceof ApiError
      ? (upload.error.validationErrors[0]?.message ?? upload.error.details ?? upload.error.message)
      : undefined;
  return (
    <div className={styles.imageField}>
      <FileDrop
        label={label}
        buttonLabel="Choose image"
        acceptedTypes={STUDIO_UPLOAD_LIMITS.contentTypes}
        previewUrl={typeof current === 'string' ? current : undefined}
        isPending={upload.isPending}
        description="PNG, JPEG, WebP, SVG or ICO, at most 200 KB"
        errorMessage={uploadError}
        onFile={(file) => upload.mutate(file, { onSuccess: (asset) => set(path, asset.url) })}
      />
      <DocText path={path} label={`${label} URL`} optional={optional} />
    </div>
  );
}

/** Theme (spec §3): colours with a picker and their contrast, logos and favicon uploads. */
export function ThemeSection() {
  const { document } = useEditor();
  const primary = document.attributes.theme.primaryColor;
  return (
    <div className={styles.section}>
      <div className={styles.grid}>
        <ColorField path="attributes.theme.primaryColor" label="Primary colour" against="#ffffff" what="On white" />
        <ColorField
          path="attributes.theme.primaryTextColor"
          label="Text on primary"
          against={primary}
          what="On the primary colour"
        />
      </div>
      <DocText
        path="attributes.theme.softPrimaryColor"
        label="Soft primary colour (#rrggbb, optional)"
        optional
        description="Tinted backgrounds; derived from the primary colour when empty"
      />
      <div className={styles.grid}>
        <ImageField path="attributes.theme.logoPrimaryUrl" label="Primary logo" />
        <ImageField path="attributes.theme.logoPrimaryMobileUrl" label="Mobile logo" />
        <ImageField path="attributes.theme.logoSecondaryUrl" label="Secondary logo (loading screen)" optional />
        <ImageField path="attributes.theme.favicon" label="Favicon" />
      </div>
    </div>
  );
}
