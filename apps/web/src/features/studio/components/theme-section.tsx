import { AA_CONTRAST, contrastRatio, formatRatio, STUDIO_UPLOAD_LIMITS, suggestContrastFix } from '@wayfare/contract';
import { ColorPicker } from '../../../components/ui/kit/color-picker';
import { FileDrop } from '../../../components/ui/kit/file-drop';
import { useUploadAsset } from '../api/upload-asset';
import { ApiError } from '../../../lib/http/api-error';
import { getAt } from '../model/document-path';
import { DocText } from './doc-fields';
import { useEditor } from './editor-context';
import type { StudioText } from './studio-text';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';

/** The ratio against AA as the editor reads it beside the picker, with a colour that would pass. */
function contrastNote(t: StudioText, foreground: string, background: string, what: string): string {
  const ratio = contrastRatio(foreground, background);
  if (ratio === null) return '';
  const values = { what, ratio: formatRatio(ratio) };
  if (ratio >= AA_CONTRAST) return t('theme.passes', values);
  const fix = suggestContrastFix(foreground, background);
  return fix ? t('theme.failsWithFix', { ...values, colour: fix }) : t('theme.fails', values);
}

function ColorField({ path, label, against, what }: { path: string; label: string; against: string; what: string }) {
  const t = useStudioText();
  const { document, set, errorFor } = useEditor();
  const value = String(getAt(document, path) ?? '#000000');
  return (
    <ColorPicker
      label={label}
      value={value}
      onChange={(next) => set(path, next)}
      description={contrastNote(t, value, against, what)}
      errorMessage={errorFor(path)}
    />
  );
}

function ImageField({ path, label, optional }: { path: string; label: string; optional?: boolean }) {
  const t = useStudioText();
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
        buttonLabel={t('theme.chooseImage')}
        acceptedTypes={STUDIO_UPLOAD_LIMITS.contentTypes}
        previewUrl={typeof current === 'string' ? current : undefined}
        isPending={upload.isPending}
        description={t('theme.imageLimits')}
        errorMessage={uploadError}
        onFile={(file) => upload.mutate(file, { onSuccess: (asset) => set(path, asset.url) })}
      />
      <DocText path={path} label={t('theme.imageUrl', { label })} optional={optional} />
    </div>
  );
}

/** Theme (spec §3): colours with a picker and their contrast, logos and favicon uploads. */
export function ThemeSection() {
  const t = useStudioText();
  const { document } = useEditor();
  const primary = document.attributes.theme.primaryColor;
  return (
    <div className={styles.section}>
      <div className={styles.grid}>
        <ColorField
          path="attributes.theme.primaryColor"
          label={t('theme.primary')}
          against="#ffffff"
          what={t('theme.onWhite')}
        />
        <ColorField
          path="attributes.theme.primaryTextColor"
          label={t('theme.textOnPrimary')}
          against={primary}
          what={t('theme.onPrimary')}
        />
      </div>
      <DocText
        path="attributes.theme.softPrimaryColor"
        label={t('theme.soft')}
        optional
        description={t('theme.softHelp')}
      />
      <div className={styles.grid}>
        <ImageField path="attributes.theme.logoPrimaryUrl" label={t('theme.logoPrimary')} />
        <ImageField path="attributes.theme.logoPrimaryMobileUrl" label={t('theme.logoMobile')} />
        <ImageField path="attributes.theme.logoSecondaryUrl" label={t('theme.logoSecondary')} optional />
        <ImageField path="attributes.theme.favicon" label={t('theme.favicon')} />
      </div>
    </div>
  );
}
