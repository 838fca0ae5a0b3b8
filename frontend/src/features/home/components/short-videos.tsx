import { useState } from 'react';
import { ArtworkImage } from '../../../components/ui/artwork-image';
import { reelsSection, shortVideosSection } from '../../../content/videos';
import { uniqueVideos, type ShortVideo } from '../video-links';
import { SectionHeading } from './section-heading';
import styles from './short-videos.module.css';

const videos = uniqueVideos(shortVideosSection.links);

/** The channel's short videos, each once; a video's player loads only when the visitor asks for it. */
export function ShortVideos() {
  return (
    <section className="section section--later" aria-labelledby="short-videos">
      <div className="container">
        <SectionHeading copy={shortVideosSection} id="short-videos" />
        <ul className={styles.grid}>
          {videos.map((video, index) => (
            <VideoFacade
              key={video.embedUrl}
              video={video}
              title={`${shortVideosSection.frameTitle} ${index + 1}`}
              poster={reelsSection.reels[index % reelsSection.reels.length].poster}
            />
          ))}
        </ul>
        <p className={styles.channel}>
          <a href={shortVideosSection.channel.url} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
            {shortVideosSection.channel.label}
          </a>
        </p>
      </div>
    </section>
  );
}

/**
 * The clinic's own poster with a play button: nothing is requested from the video service (no
 * thumbnail, no player, no cookies) until the visitor clicks. The player then loads in place, with
 * a plain link beside it for browsers or networks that block the embed.
 */
interface VideoFacadeProps {
  video: ShortVideo;
  title: string;
  /** Artwork shown before the video is played. */
  poster: string;
}

export function VideoFacade({ video, title, poster }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <li className={styles.tile}>
      {playing ? (
        <>
          <iframe
            className={styles.frame}
            src={`${video.embedUrl}${video.embedUrl.includes('?') ? '&' : '?'}autoplay=1&rel=0`}
            title={title}
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
          <a className={styles.watchLink} href={video.link} target="_blank" rel="noopener noreferrer">
            Not playing? Watch on YouTube
          </a>
        </>
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
          <ArtworkImage name={poster} alt="" sizes="(min-width: 900px) 230px, 50vw" className={styles.poster} />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </button>
      )}
    </li>
  );
}
