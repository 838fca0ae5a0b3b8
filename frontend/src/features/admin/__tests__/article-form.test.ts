import { describe, expect, it } from 'vitest';
import { anArticle } from '../../../testing/articles';
import { articleFormFrom, imageFileProblem, toArticleFormData, withoutBlankRows } from '../article-form';

const MB = 1024 * 1024;

describe('imageFileProblem', () => {
  it('accepts a photo of up to 5MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: 1200 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses a file that is not an image, and SVG', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 1000 })).toBe('Please select a valid image file');
    expect(imageFileProblem({ type: '', size: 1000 })).toBe('Please select a valid image file');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('Please select a valid image file');
  });

  it('refuses an image over 5MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('Image size should be less than 5MB');
  });
});

describe('withoutBlankRows', () => {
  it('drops empty and whitespace-only rows and keeps the rest as typed', () => {
    expect(withoutBlankRows(['First', '', '   ', ' Second ', '\n'])).toEqual(['First', ' Second ']);
  });
});

describe('articleFormFrom', () => {
  it('starts a new article with one empty row in each list', () => {
    expect(articleFormFrom()).toEqual({ title: '', excerpt: '', heroIntro: '', contentIntro: '', paragraphs: [''], tags: [''], popular: [''] });
  });

  it('fills the form from the article being edited', () => {
    const form = articleFormFrom(anArticle({ slug: 'peel', title: 'Choosing a chemical peel', popular: ['Sunscreen myths'] }));
    expect(form.title).toBe('Choosing a chemical peel');
    expect(form.contentIntro).toBe('Pune’s monsoon brings relief from the heat, and new problems for the skin.');
    expect(form.paragraphs).toEqual(['Keep skin folds dry.', 'Use a light, gel-based moisturiser.']);
    expect(form.tags).toEqual(['Skin care', 'Monsoon']);
    expect(form.popular).toEqual(['Sunscreen myths']);
  });
});

describe('toArticleFormData', () => {
  it('sends the text fields, the lists as JSON without blank rows, and only the images chosen', () => {
    const card = new File(['png'], 'card.png', { type: 'image/png' });
    const form = toArticleFormData(
      {
        title: 'Hair fall after dengue',
        excerpt: 'Telogen effluvium explained.',
        heroIntro: 'Why hair falls months later.',
        contentIntro: 'It is common and it recovers.',
        paragraphs: ['One', '  ', 'Two', ''],
        tags: ['', 'Hair'],
        popular: [' '],
      },
      { cardImage: card, contentImage: null },
    );
    expect(form.get('title')).toBe('Hair fall after dengue');
    expect(form.get('excerpt')).toBe('Telogen effluvium explained.');
    expect(form.get('heroIntro')).toBe('Why hair falls months later.');
    expect(form.get('contentIntro')).toBe('It is common and it recovers.');
    expect(JSON.parse(form.get('paragraphs') as string)).toEqual(['One', 'Two']);
    expect(JSON.parse(form.get('tags') as string)).toEqual(['Hair']);
    expect(JSON.parse(form.get('popular') as string)).toEqual([]);
    expect((form.get('cardImage') as File).name).toBe('card.png');
    expect(form.has('contentImage')).toBe(false);
  });
});
