import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { videoAddress, type GalleryPhoto, type GalleryVideo } from '../../../content/gallery';
import { posterUrl } from '../../../components/ui/poster-url';
import styles from './gallery-overlay.module.css';

interface GalleryOverlayProps {
  /** A local photo or a video (external photos open on their own site instead). */
  item: GalleryPhoto | GalleryVideo;
  closeLabel: string;
  onClose(): void;
}

const FOCUSABLE = 'button, [href], video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen view of one photo (its 960 px artwork) or video (with controls). A modal dialog:
 * the page behind is inert and does not scroll, Tab stays inside, and ×, Escape or a click beside
 * the picture closes it.
 */
export function GalleryOverlay({ item, closeLabel, onClose }: GalleryOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const [videoFailed, setVideoFailed] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    // A video's own controls take Tab inside it; the modal dialog still keeps focus off the page.
    if (event.key !== 'Tab' || document.activeElement instanceof HTMLVideoElement) return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog fills the screen; a click that lands on it, not on the picture, is a click outside.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  // Escape in browsers that fire only the dialog's own cancel event.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return (
    <dialog ref={dialogRef} className={styles.overlay} aria-labelledby={captionId} onKeyDown={onKeyDown} onClick={onClick} onCancel={onCancel}>
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <figure className={styles.figure}>
        {item.kind === 'video' ? (
          <video
            className={styles.media}
            src={videoAddress(item.url)}
            poster={posterUrl(item.poster)}
            controls
            autoPlay
            muted
            playsInline
            aria-label={item.alt}
            onError={() => setVideoFailed(true)}
          />
        ) : (
          <ArtworkImage name={item.url} alt={item.alt} sizes="(min-width: 1000px) 960px, 100vw" priority className={styles.picture} />
        )}
        <figcaption id={captionId} className={styles.caption}>
          {item.caption}
        </figcaption>
        {videoFailed && (
          <p className={styles.notice} role="status">
            This video cannot be played right now. Please check your connection and try again.
          </p>
        )}
      </figure>
    </dialog>
  );
}
