import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './hotel-detail.module.css';

interface GalleryProps {
  images: readonly { url: string; caption: string }[];
}

/** A main photo with thumbnails; each thumbnail is a button (keyboard usable), the caption is the alt text. */
export function Gallery({ images }: GalleryProps) {
  const { t } = useTranslation('hotel-detail');
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      {/* The page's LCP element (a first screen from a shared link): in the server HTML, fetched first. */}
      <img
        src={current.url}
        alt={current.caption}
        className={styles.mainImage}
        width={960}
        height={540}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('gallery.label')}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                className={`${styles.thumb} ${position === index ? styles.thumbActive : ''}`}
                aria-pressed={position === index}
                aria-label={t('gallery.show', { caption: image.caption })}
                onClick={() => setIndex(position)}
              >
                <img src={image.url} alt="" width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
