/** News articles: what the editor may write, and the article as the API gives it. */

/** The longest text and list of each field; the form stops where the API would refuse. */
export const ARTICLE_LIMITS = {
  title: 200,
  excerpt: 1000,
  heroIntro: 1000,
  contentIntro: 5000,
  paragraph: 5000,
  paragraphs: 50,
  tag: 40,
  tags: 20,
  popularEntry: 200,
  popular: 20,
} as const;

/** The largest image the dashboard uploads (articles, site content). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageMessages = {
  invalid: 'Please select a valid image file',
  tooLarge: 'Image size should be less than 5MB',
  readError: 'Error reading file',
  /** Under every image field of the dashboard. */
  kinds: 'JPEG, PNG, WebP, GIF or AVIF, up to 5MB.',
} as const;

/** The `accept` list of every image field: what the server decodes (no SVG). */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heif,image/heic';

/** What the editor writes for an article (POST and PUT /admin/news, with its images beside it). */
export interface ArticleFields {
  title: string;
  excerpt: string;
  heroIntro: string;
  contentIntro: string;
  paragraphs: string[];
  tags: string[];
  /** Titles of other articles to list first under 'Popular News' beside this one. */
  popular: string[];
}

/** A responsive image of an article: WebP renditions for `srcset`, and the size so nothing shifts. */
export interface ArticleImageSet {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** A news article as the clinic's API gives it (GET /news, GET /news/{slug}). */
export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  heroIntro: string;
  /** YYYY-MM-DD in the clinic's time zone. */
  date: string;
  /** ISO timestamp. */
  createdAt: string;
  cardImage: string | null;
  cardImageSet: ArticleImageSet | null;
  contentImageSet: ArticleImageSet | null;
  popular: string[];
  content: {
    intro: string;
    image: string | null;
    paragraphs: string[];
    tags: string[];
  };
}
