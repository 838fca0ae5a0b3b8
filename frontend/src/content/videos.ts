/**
 * Videos on the home page: four muted, looping clinic reels (in the style of a photo-sharing
 * network, each with its own mute toggle) and the embedded short videos from the clinic’s
 * video channel.
 *
 * The reels are served from this site (public/media/reels/…): the photo-sharing network’s CDN
 * cannot be linked directly. The files there now are illustrated tips made from the reel artwork
 * (frontend/scripts/reels/make-reels.mjs); the clinic replaces them with its own clips under the
 * same names. If a file cannot play, the poster artwork carries the tile on its own.
 */
import { clinic } from './clinic';

/** One looping reel tile. */
export interface Reel {
  /** mp4 address on this site, e.g. '/media/reels/reel-1.mp4'. */
  src: string;
  /** Artwork name of the still shown before and instead of the video, e.g. 'videos/reel-1'. */
  poster: string;
  /** Short line under the tile; also the video’s accessible name. */
  caption: string;
}

export interface ReelsSection {
  eyebrow: string;
  heading: string;
  text: string;
  /** Exactly four reels. */
  reels: [Reel, Reel, Reel, Reel];
  /** Accessible names of the mute toggle in each state. */
  muteLabel: string;
  unmuteLabel: string;
  follow: { label: string; url: string };
}

/**
 * The embedded short videos. The links are listed as the clinic collected them, one of
 * them twice: the section converts each to its embed form and shows each video once.
 * Shorts paths (/shorts/<id>) and watch links (?v=<id>) are both accepted.
 */
export interface ShortVideosSection {
  eyebrow: string;
  heading: string;
  text: string;
  /** Six links, one a duplicate (five distinct videos). */
  links: [string, string, string, string, string, string];
  /** Title of each embed frame, for screen readers (the frame’s position is appended). */
  frameTitle: string;
  channel: { label: string; url: string };
}

export const reelsSection: ReelsSection = {
  eyebrow: 'Follow Us',
  heading: 'A glimpse of our clinic',
  text: 'Short clips from our treatment rooms and everyday skincare tips from our team.',
  reels: [
    {
      src: '/media/reels/reel-1.mp4',
      poster: 'videos/reel-1',
      caption: 'Inside a HydraFacial session, step by step',
    },
    {
      src: '/media/reels/reel-2.mp4',
      poster: 'videos/reel-2',
      caption: 'How much sunscreen is enough for your face',
    },
    {
      src: '/media/reels/reel-3.mp4',
      poster: 'videos/reel-3',
      caption: 'What to expect at a laser hair removal session',
    },
    {
      src: '/media/reels/reel-4.mp4',
      poster: 'videos/reel-4',
      caption: 'Hair fall in monsoon: what is normal and when to see a doctor',
    },
  ],
  muteLabel: 'Mute video',
  unmuteLabel: 'Unmute video',
  follow: {
    label: 'Follow us on Instagram',
    url: clinic.social[1].url,
  },
};

export const shortVideosSection: ShortVideosSection = {
  eyebrow: 'Watch',
  heading: 'Skin and hair care, explained',
  text: 'Our doctors answer common questions in short videos.',
  // Placeholder links in the shapes the clinic collects them: replace with the clinic's own videos.
  links: [
    'https://youtube.com/shorts/Qm7rT2xLp9A',
    'https://www.youtube.com/watch?v=bK4nW8sVd3E',
    'https://youtube.com/shorts/Hy2cJ6uNf0R',
    'https://www.youtube.com/watch?v=Lp5gX1aZq7M',
    'https://youtube.com/shorts/Qm7rT2xLp9A',
    'https://youtube.com/shorts/Ve9sD3kTw4Y',
  ],
  frameTitle: `${clinic.brandName} video`,
  channel: {
    label: 'Visit our YouTube channel',
    url: clinic.social[2].url,
  },
};
