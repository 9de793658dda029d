import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, Text } from 'react-aria-components';
import type { DropItem } from 'react-aria-components';
import styles from './file-drop.module.css';
import { AriaLocale } from './aria-locale';

export interface FileDropProps {
  /** What the zone is for ("Primary logo"). */
  label: string;
  /** Text of the choose button. */
  buttonLabel: string;
  /** MIME types the picker offers and the zone accepts. */
  acceptedTypes: readonly string[];
  onFile: (file: File) => void;
  /** The current image, shown as a small preview. */
  previewUrl?: string;
  /** Help or the last upload's result, linked to the zone. */
  description?: ReactNode;
  errorMessage?: string;
  isPending?: boolean;
  className?: string;
}

async function firstFile(items: readonly DropItem[]): Promise<File | null> {
  const item = items.find((entry) => entry.kind === 'file');
  return item && item.kind === 'file' ? item.getFile() : null;
}

/**
 * A file upload: drop a file on the zone or choose one with the button (keyboard and screen readers use the
 * button; the zone itself is focusable and accepts a paste or a drop). Type filtering here is a convenience; the
 * API checks type, bytes and size again.
 */
export function FileDrop(props: FileDropProps) {
  const { label, buttonLabel, acceptedTypes, onFile, previewUrl, description, errorMessage, isPending, className } =
    props;
  const [dragging, setDragging] = useState(false);
  return (
    <AriaLocale>
      <DropZone
        aria-label={label}
        className={[styles.zone, dragging && styles.dragging, className].filter(Boolean).join(' ')}
        getDropOperation={(types) => (acceptedTypes.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDropEnter={() => setDragging(true)}
        onDropExit={() => setDragging(false)}
        onDrop={async (event) => {
          setDragging(false);
          const file = await firstFile(event.items);
          if (file) onFile(file);
        }}
      >
        {previewUrl && <img className={styles.preview} src={previewUrl} alt="" />}
        <div className={styles.body}>
          <Text slot="label" className={styles.label}>
            {label}
          </Text>
          <FileTrigger
            acceptedFileTypes={[...acceptedTypes]}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) onFile(file);
            }}
          >
            <AriaButton className={styles.button} isDisabled={isPending}>
              {isPending ? '…' : buttonLabel}
            </AriaButton>
          </FileTrigger>
          {description && <div className={styles.description}>{description}</div>}
          {errorMessage && (
            <div role="alert" className={styles.error}>
              {errorMessage}
            </div>
          )}
        </div>
      </DropZone>
    </AriaLocale>
  );
}
