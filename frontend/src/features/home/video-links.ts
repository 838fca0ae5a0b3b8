const EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';
const VIDEO_ID = /^[\w-]{6,20}$/;

/** The id of a YouTube video from a shorts path (/shorts/<id>) or a watch link (?v=<id>); null for anything else. */
export function youtubeIdOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const shorts = /^\/shorts\/([^/?#]+)/.exec(url.pathname);
  const id = shorts ? shorts[1] : url.pathname === '/watch' ? url.searchParams.get('v') : null;
  return id && VIDEO_ID.test(id) ? id : null;
}

/** A link in embed form (privacy-enhanced youtube-nocookie); links of another shape are used as they are. */
export function toEmbedUrl(link: string): string {
  const id = youtubeIdOf(link);
  return id ? `${EMBED_BASE}${id}` : link;
}

export interface ShortVideo {
  embedUrl: string;
  /** Null when the link is not a YouTube video (no thumbnail to show). */
  id: string | null;
}

/** Each video once, in the order first listed, whatever form its link took. */
export function uniqueVideos(links: readonly string[]): ShortVideo[] {
  const seen = new Set<string>();
  const videos: ShortVideo[] = [];
  for (const link of links) {
    const embedUrl = toEmbedUrl(link);
    if (seen.has(embedUrl)) continue;
    seen.add(embedUrl);
    videos.push({ embedUrl, id: youtubeIdOf(link) });
  }
  return videos;
}

export const thumbnailOf = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
