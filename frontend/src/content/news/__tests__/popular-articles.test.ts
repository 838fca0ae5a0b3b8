import { describe, expect, it } from 'vitest';
import { articleNamedBy, popularArticles } from '../popular-articles';
import { anArticle } from '../../../testing/articles';

const newestFirst = ['sunscreen-myths', 'hair-fall-after-dengue', 'choosing-a-chemical-peel', 'monsoon-skin-care', 'laser-hair-removal', 'acne-scars', 'pre-bridal-glow'].map(
  (slug) => anArticle({ slug, title: slug.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()) }),
);
const slugs = (articles: Array<{ slug: string }>) => articles.map((article) => article.slug);

describe('popularArticles', () => {
  it('without picks, lists the five newest other articles', () => {
    expect(slugs(popularArticles({ slug: 'sunscreen-myths', popular: [] }, newestFirst))).toEqual([
      'hair-fall-after-dengue',
      'choosing-a-chemical-peel',
      'monsoon-skin-care',
      'laser-hair-removal',
      'acne-scars',
    ]);
  });

  it("lists the admin's picks first, in the admin's order, then fills with the newest others", () => {
    expect(slugs(popularArticles({ slug: 'sunscreen-myths', popular: ['Pre bridal glow', 'acne-scars'] }, newestFirst))).toEqual([
      'pre-bridal-glow',
      'acne-scars',
      'hair-fall-after-dengue',
      'choosing-a-chemical-peel',
      'monsoon-skin-care',
    ]);
  });

  it('leaves out picks that name no other article: missing ones, the article itself, repeats', () => {
    const picks = ['Botox at 25?', 'Sunscreen myths', 'Acne scars', 'ACNE SCARS', ''];
    expect(slugs(popularArticles({ slug: 'sunscreen-myths', popular: picks }, newestFirst.slice(0, 3).concat(newestFirst[5])))).toEqual([
      'acne-scars',
      'hair-fall-after-dengue',
      'choosing-a-chemical-peel',
    ]);
  });

  it('is empty when there is no other article', () => {
    expect(popularArticles({ slug: 'sunscreen-myths', popular: ['Acne scars'] }, newestFirst.slice(0, 1))).toEqual([]);
  });
});

describe('articleNamedBy', () => {
  it('finds an article by its title (any case or spacing), its slug or a link to it', () => {
    expect(articleNamedBy('  acne   SCARS ', newestFirst)?.slug).toBe('acne-scars');
    expect(articleNamedBy('acne-scars', newestFirst)?.slug).toBe('acne-scars');
    expect(articleNamedBy('https://clinic.example/news/acne-scars?ref=home', newestFirst)?.slug).toBe('acne-scars');
    expect(articleNamedBy('/news/acne-scars', newestFirst)?.slug).toBe('acne-scars');
    expect(articleNamedBy('Acne', newestFirst)).toBeUndefined();
    expect(articleNamedBy('   ', newestFirst)).toBeUndefined();
  });
});
