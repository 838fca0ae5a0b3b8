import { useEffect, useRef, useState } from 'react';
import type { GalleryItem } from '../../../content/gallery';
import { ExternalPhotoTile, PhotoTile, VideoTile } from './gallery-tiles';
import { GalleryOverlay } from './gallery-overlay';
import styles from './gallery-grid.module.css';

interface GalleryGridProps {
  items: GalleryItem[];
  /** Label of the overlay's close button. */
  closeLabel: string;
}

/** The gallery: photos and videos open in a full-screen overlay, stock photos link out. */
export function GalleryGrid({ items, closeLabel }: GalleryGridProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const tiles = useRef(new Map<number, HTMLElement>());
  const lastOpened = useRef<number | null>(null);

  // Focus goes back to the tile once the overlay has closed (while it is open, the page is inert).
  useEffect(() => {
    if (openIndex !== null || lastOpened.current === null) return;
    tiles.current.get(lastOpened.current)?.focus();
    lastOpened.current = null;
  }, [openIndex]);

  const open = (index: number) => {
    lastOpened.current = index;
    setOpenIndex(index);
  };
  const tileRef = (index: number) => (node: HTMLElement | null) => {
    if (node) tiles.current.set(index, node);
    else tiles.current.delete(index);
  };
  const openItem = openIndex === null ? undefined : items[openIndex];

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => (
          <li key={index} className={styles.cell}>
            {item.kind === 'external-image' ? (
              <ExternalPhotoTile item={item} />
            ) : (
              <figure className={styles.figure}>
                {item.kind === 'video' ? (
                  <VideoTile ref={tileRef(index)} item={item} onOpen={() => open(index)} />
                ) : (
                  <PhotoTile ref={tileRef(index)} item={item} onOpen={() => open(index)} />
                )}
                <figcaption className={styles.caption}>{item.caption}</figcaption>
              </figure>
            )}
          </li>
        ))}
      </ul>
      {openItem && openItem.kind !== 'external-image' && <GalleryOverlay item={openItem} closeLabel={closeLabel} onClose={() => setOpenIndex(null)} />}
    </>
  );
}
