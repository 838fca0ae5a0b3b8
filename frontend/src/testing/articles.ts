import type { Article } from '@aura/contract';

/** An article as the API sends it, with whatever a test changes. */
export function anArticle(overrides: Partial<Article> & { slug: string }): Article {
  return {
    title: `Article ${overrides.slug}`,
    excerpt: 'How the monsoon changes your skin, and what to do about it.',
    heroIntro: 'Humidity, fungal infections and breakouts: a dermatologist explains.',
    date: '2026-11-22',
    createdAt: '2026-11-22T09:35:00.000Z',
    cardImage: `/api/api/media/${'a'.repeat(64)}.webp`,
    cardImageSet: null,
    contentImageSet: null,
    popular: [],
    content: {
      intro: 'Pune’s monsoon brings relief from the heat, and new problems for the skin.',
      image: `/api/api/media/${'b'.repeat(64)}.webp`,
      paragraphs: ['Keep skin folds dry.', 'Use a light, gel-based moisturiser.'],
      tags: ['Skin care', 'Monsoon'],
    },
    ...overrides,
  };
}
