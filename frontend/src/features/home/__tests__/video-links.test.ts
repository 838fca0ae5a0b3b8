import { describe, expect, it } from 'vitest';
import { shortVideosSection } from '../../../content/videos';
import { toEmbedUrl, uniqueVideos, youtubeIdOf } from '../video-links';

describe('video links', () => {
  it.each([
    ['https://youtube.com/shorts/Qm7rT2xLp9A', 'https://www.youtube-nocookie.com/embed/Qm7rT2xLp9A'],
    ['https://www.youtube.com/shorts/Qm7rT2xLp9A?feature=share', 'https://www.youtube-nocookie.com/embed/Qm7rT2xLp9A'],
    ['https://www.youtube.com/watch?v=bK4nW8sVd3E', 'https://www.youtube-nocookie.com/embed/bK4nW8sVd3E'],
    ['https://www.youtube.com/watch?list=PL1&v=bK4nW8sVd3E&t=10s', 'https://www.youtube-nocookie.com/embed/bK4nW8sVd3E'],
  ])('converts %s to its embed form', (link, embed) => {
    expect(toEmbedUrl(link)).toBe(embed);
  });

  it.each([
    'https://www.youtube.com/embed/bK4nW8sVd3E',
    'https://www.youtube.com/watch',
    'https://vimeo.com/123456',
    'https://example.com/shorts/Qm7rT2xLp9A',
    'not a link',
  ])('uses %s as it is', (link) => {
    expect(toEmbedUrl(link)).toBe(link);
  });

  it('refuses an id that is not a video id', () => {
    expect(youtubeIdOf('https://youtube.com/shorts/"><script>')).toBeNull();
  });

  it('shows each video once, in the order first listed, whatever form its link took', () => {
    const videos = uniqueVideos([
      'https://youtube.com/shorts/AAAAAAAAAAA',
      'https://www.youtube.com/watch?v=BBBBBBBBBBB',
      'https://www.youtube.com/watch?v=AAAAAAAAAAA',
      'https://youtube.com/shorts/BBBBBBBBBBB',
      'https://youtube.com/shorts/CCCCCCCCCCC',
    ]);
    expect(videos.map((video) => video.id)).toEqual(['AAAAAAAAAAA', 'BBBBBBBBBBB', 'CCCCCCCCCCC']);
  });

  it('turns the six listed links into five distinct videos', () => {
    expect(shortVideosSection.links).toHaveLength(6);
    expect(uniqueVideos(shortVideosSection.links)).toHaveLength(5);
  });
});
