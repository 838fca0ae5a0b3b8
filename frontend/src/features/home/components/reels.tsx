import { useEffect, useRef, useState } from 'react';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { reelsSection, type Reel } from '../../../content/videos';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../use-media-query';
import { SectionHeading } from './section-heading';
import styles from './reels.module.css';

/** How far below the viewport a reel starts loading its video. */
const LOAD_MARGIN = '300px 0px';

/** Starts a video; when the browser refuses sound, it tries again muted. Any other failure leaves the poster. */
export async function playQuietly(video: HTMLVideoElement): Promise<void> {
  try {
    await video.play();
  } catch {
    video.muted = true;
    await video.play().catch(() => undefined);
  }
}

/** Four looping clinic reels, muted, each with its own sound toggle, and the follow link. */
export function Reels() {
  return (
    <section className="section section--sand section--later" aria-labelledby="reels">
      <div className="container">
        <SectionHeading copy={reelsSection} id="reels" />
        <ul className={styles.grid}>
          {reelsSection.reels.map((reel) => (
            <ReelTile key={reel.src} reel={reel} />
          ))}
        </ul>
        <p className={styles.follow}>
          <a href={reelsSection.follow.url} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
            {reelsSection.follow.label}
          </a>
        </p>
      </div>
    </section>
  );
}

function ReelTile({ reel }: { reel: Reel }) {
  const tile = useRef<HTMLLIElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);

  // The video file is requested only when the tile comes near the screen.
  useEffect(() => {
    const node = tile.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const element = video.current;
    if (!near || !element || reducedMotion) return;
    element.muted = true;
    void playQuietly(element);
  }, [near, reducedMotion]);

  const toggleSound = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !muted;
    setMuted(!muted);
    if (element.paused) void playQuietly(element);
  };

  return (
    <li ref={tile} className={styles.tile} data-playing={playing && !failed}>
      <ArtworkImage name={reel.poster} alt="" sizes="(min-width: 900px) 280px, 50vw" className={styles.poster} />
      {near && !failed && (
        <video
          ref={video}
          className={styles.video}
          src={reel.src}
          muted
          loop
          playsInline
          preload="metadata"
          aria-label={reel.caption}
          onPlaying={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onError={() => setFailed(true)}
        />
      )}
      <p className={styles.caption}>{reel.caption}</p>
      {!failed && (
        <button
          type="button"
          className={styles.sound}
          onClick={toggleSound}
          disabled={!near}
          aria-label={`${muted ? reelsSection.unmuteLabel : reelsSection.muteLabel}: ${reel.caption}`}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
            {muted ? (
              <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
      )}
    </li>
  );
}
