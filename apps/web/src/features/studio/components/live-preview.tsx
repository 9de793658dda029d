import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { ProductType } from '@wayfare/contract';
import { Select } from '../../../components/ui/kit/select';
import { PREVIEW_REFRESH_MESSAGE, previewFrameName } from '../../../lib/studio-preview';
import { previewPages } from '../model/preview-pages';
import styles from './live-preview.module.css';

const FRAMES = [
  { id: 'phone', label: 'Phone, 390 px', width: 390, height: 780 },
  { id: 'desktop', label: 'Desktop, 1280 px', width: 1280, height: 800 },
] as const;

interface LivePreviewProps {
  token: string;
  /** The brand's first product: the results page searches it. */
  product: ProductType | undefined;
  /** Bumped after every save: the frames reload the draft. */
  revision: number;
}

/**
 * The real app rendering the draft (issue 20): frames of this origin named with the preview token, at phone and
 * desktop width, scaled down to fit. After each save the frames are told to fetch the draft again.
 */
export function LivePreview({ token, product, revision }: LivePreviewProps) {
  const [page, setPage] = useState<string>('/');
  const [pages] = useState(() => previewPages(product));
  const frames = useRef(new Map<string, HTMLIFrameElement>());
  useEffect(() => {
    if (revision === 0) return;
    for (const frame of frames.current.values()) {
      frame.contentWindow?.postMessage(PREVIEW_REFRESH_MESSAGE, window.location.origin);
    }
  }, [revision]);
  return (
    <section className={styles.preview} aria-label="Live preview">
      <div className={styles.toolbar}>
        <h2 className={styles.title}>Live preview (draft, not published)</h2>
        <Select label="Page" options={pages} value={page} onChange={setPage} className={styles.page} />
      </div>
      <div className={styles.frames}>
        {FRAMES.map((frame) => (
          <figure key={frame.id} className={`${styles.figure} ${styles[frame.id]}`}>
            <figcaption className={styles.caption}>{frame.label}</figcaption>
            <div className={styles.viewport} style={{ '--w': frame.width, '--h': frame.height } as CSSProperties}>
              <iframe
                key={`${token}-${page}`}
                ref={(element) => {
                  if (element) frames.current.set(frame.id, element);
                  else frames.current.delete(frame.id);
                }}
                className={styles.frame}
                name={previewFrameName(token)}
                title={`Preview, ${frame.label}`}
                src={page}
                width={frame.width}
                height={frame.height}
                data-preview={frame.id}
              />
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
