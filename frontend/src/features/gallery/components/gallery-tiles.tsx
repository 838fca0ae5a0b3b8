import { useEffect, useRef, useState, type Ref } from 'react';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { videoAddress, type GalleryLink, type GalleryPhoto, type GalleryVideo } from '../../../content/gallery';
import { prefersReducedMotion } from '../../../lib/use-in-view';
import styles from './gallery-grid.module.css';

const TILE_SIZES = '(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw';

interface OpenableTileProps<Item> {
  item: Item;
  onOpen(): void;
  /** The tile's button, so focus can return to it when the overlay closes. */
  ref?: Ref<HTMLButtonElement>;
}

/** A clinic photo; opens large in the overlay. */
export function PhotoTile({ item, onOpen, ref }: OpenableTileProps<GalleryPhoto>) {
  return (
    <button ref={ref} type="button" className={styles.tile} onClick={onOpen} aria-label={`View larger photo: ${item.caption}`}>
      <ArtworkImage name={item.url} alt={item.alt} sizes={TILE_SIZES} className={styles.media} />
      <span className={styles.badge} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L20 20M10.5 7.5v6M7.5 10.5h6" />
        </svg>
      </span>
    </button>
  );
}

/**
 * A video, shown as its poster. Pointer over it or keyboard focus on it loads the video and
 * plays it muted; if it cannot load (offline, blocked) the poster simply stays.
 */
export function VideoTile({ item, onOpen, ref }: OpenableTileProps<GalleryVideo>) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(false);
  // The video is only fetched once someone shows interest, and kept after that.
  const [requested, setRequested] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active) {
      video.muted = true;
      video.play()?.catch(() => setPlaying(false));
    } else {
      video.pause();
    }
  }, [active, requested]);

  const start = () => {
    if (prefersReducedMotion()) return;
    setRequested(true);
    setActive(true);
  };
  const stop = () => setActive(false);

  return (
    <button
      ref={ref}
      type="button"
      className={styles.tile}
      onClick={onOpen}
      onMouseEnter={start}
      onMouseLeave={stop}
      onFocus={start}
      onBlur={stop}
      aria-label={`Play video: ${item.caption}`}
    >
      <ArtworkImage name={item.poster} alt={item.alt} sizes={TILE_SIZES} className={styles.media} />
      {requested && !failed && (
        <video
          ref={videoRef}
          className={`${styles.video} ${playing ? styles.videoPlaying : ''}`}
          src={videoAddress(item.url)}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onError={() => {
            setPlaying(false);
            setFailed(true);
          }}
        />
      )}
      <span className={`${styles.badge} ${styles.play} ${playing ? styles.badgeHidden : ''}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </span>
    </button>
  );
}

/** A photo on the stock-media site: a link that opens it there, in a new tab. */
export function ExternalPhotoTile({ item }: { item: GalleryLink }) {
  return (
    <a
      className={`${styles.tile} ${styles.external}`}
      href={item.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${item.caption}: ${item.alt} (opens in a new tab)`}
    >
      <svg className={styles.externalIcon} viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
        <rect x="6" y="10" width="36" height="28" rx="4" />
        <circle cx="17" cy="20" r="3.5" />
        <path d="M6 33l11-10 8 7 6-5 11 9" />
      </svg>
      <span className={styles.externalText}>{item.alt}</span>
      <span className={styles.externalLabel}>
        {item.caption}
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M6 3h7v7M13 3L4 12" />
        </svg>
      </span>
    </a>
  );
}
