const EMBED_BASE = 'https://www.youtube-nocookie.com/embed/';
const VIDEO_ID = /^[\w-]{6,20}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/** The id of a YouTube video from a shorts path (/shorts/<id>) or a watch link (?v=<id>); null for anything else. */
export function youtubeIdOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
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
  /** Null when the link is not a YouTube shorts or watch link. */
  id: string | null;
  /** The link as listed, for visitors whose browser cannot show the embedded player. */
  link: string;
}

/** Each video once, in the order first listed, whatever form its link took. */
export function uniqueVideos(links: readonly string[]): ShortVideo[] {
  const seen = new Set<string>();
  const videos: ShortVideo[] = [];
  for (const link of links) {
    const embedUrl = toEmbedUrl(link);
    if (seen.has(embedUrl)) continue;
    seen.add(embedUrl);
    videos.push({ embedUrl, id: youtubeIdOf(link), link });
  }
  return videos;
}
