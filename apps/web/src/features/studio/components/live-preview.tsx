import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { ProductType } from '@wayfare/contract';
import { InlineAlert } from '../../../components/ui/kit/status';
import { Select } from '../../../components/ui/kit/select';
import { checkoutPath } from '../../../lib/cart/cart-ref';
import { PREVIEW_REFRESH_MESSAGE, previewFrameName } from '../../../lib/studio-preview';
import { useCreatePreviewCart } from '../api/preview-cart';
import { CHECKOUT_PAGE, previewPages } from '../model/preview-pages';
import { useStudioText } from './studio-text';
import styles from './live-preview.module.css';

const FRAMES = [
  { id: 'phone', label: 'preview.phone', width: 390, height: 780 },
  { id: 'desktop', label: 'preview.desktop', width: 1280, height: 800 },
] as const;

interface LivePreviewProps {
  domain: string;
  token: string;
  /** The brand's first product: the results page searches it. */
  product: ProductType | undefined;
  /** Bumped after every save: the frames reload the draft. */
  revision: number;
}

/**
 * The real app rendering the draft (issue 20): frames of this origin named with the preview token, at phone and
 * desktop width, scaled down to fit. After each save the frames are told to fetch the draft again. The checkout
 * opens a preview cart the API makes for the brand's first product (never bookable).
 */
export function LivePreview({ domain, token, product, revision }: LivePreviewProps) {
  const t = useStudioText();
  const [page, setPage] = useState<string>('/');
  const [pages] = useState(() => previewPages(product));
  const cart = useCreatePreviewCart(domain);
  const frames = useRef(new Map<string, HTMLIFrameElement>());
  useEffect(() => {
    if (revision === 0) return;
    for (const frame of frames.current.values()) {
      frame.contentWindow?.postMessage(PREVIEW_REFRESH_MESSAGE, window.location.origin);
    }
  }, [revision]);
  const choose = (next: string) => {
    setPage(next);
    // A fresh cart each time: an earlier one may have expired, and the checkout may have been walked through.
    if (next === CHECKOUT_PAGE) cart.mutate();
  };
  const checkout = page === CHECKOUT_PAGE;
  const src = checkout ? (cart.data ? checkoutPath(cart.data) : null) : page;
  return (
    <section className={styles.preview} aria-label={t('preview.region')}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{t('preview.title')}</h2>
        <Select
          label={t('preview.page')}
          options={pages.map((entry) => ({ value: entry.value, label: t(entry.label) }))}
          value={page}
          onChange={choose}
          className={styles.page}
        />
      </div>
      {checkout && cart.isPending && <p role="status">{t('preview.preparingCart')}</p>}
      {checkout && cart.isError && <InlineAlert tone="error">{t('preview.cartError')}</InlineAlert>}
      {checkout && cart.isSuccess && <p className={styles.note}>{t('preview.checkoutNote')}</p>}
      <div className={styles.frames}>
        {FRAMES.map((frame) => (
          <figure key={frame.id} className={`${styles.figure} ${styles[frame.id]}`}>
            <figcaption className={styles.caption}>{t(frame.label)}</figcaption>
            <div className={styles.viewport} style={{ '--w': frame.width, '--h': frame.height } as CSSProperties}>
              {src !== null && (
                <iframe
                  key={`${token}-${src}`}
                  ref={(element) => {
                    if (element) frames.current.set(frame.id, element);
                    else frames.current.delete(frame.id);
                  }}
                  className={styles.frame}
                  name={previewFrameName(token)}
                  title={t('preview.frame', { frame: t(frame.label) })}
                  src={src}
                  width={frame.width}
                  height={frame.height}
                  data-preview={frame.id}
                />
              )}
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
