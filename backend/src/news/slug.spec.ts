import { MAX_SLUG_LENGTH, slugCandidate, slugFromTitle, SLUG_PATTERN } from './slug';

describe('slugFromTitle', () => {
  it('makes lower-case dashed words of an English title', () => {
    expect(slugFromTitle('Monsoon Skin Care in Pune: 7 Tips!')).toBe('monsoon-skin-care-in-pune-7-tips');
  });

  it('transliterates accented letters', () => {
    expect(slugFromTitle('Crème & Café Peel')).toBe('creme-and-cafe-peel');
  });

  it('transliterates a Hindi title into a readable address', () => {
    expect(slugFromTitle('बालों का झड़ना')).toBe('baalon-kaa-jhddnaa');
  });

  it('keeps the English words of a mixed title', () => {
    expect(slugFromTitle('Hair fall बालों')).toBe('hair-fall-baalon');
  });

  it('falls back to a random article id for a title of symbols only', () => {
    expect(slugFromTitle('★ ✿ ☺')).toMatch(/^article-[a-z0-9]{6}$/);
  });

  it('falls back to a random article id for an empty title', () => {
    expect(slugFromTitle('   ')).toMatch(/^article-[a-z0-9]{6}$/);
  });

  it('stays within 80 characters and ends on a whole word', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith('-wor')).toBe(false);
  });
});

describe('slugCandidate', () => {
  it('adds -2, -3… and keeps the whole within 80 characters', () => {
    expect(slugCandidate('sunscreen-myths', 1)).toBe('sunscreen-myths');
    expect(slugCandidate('sunscreen-myths', 3)).toBe('sunscreen-myths-3');
    const long = slugFromTitle('a'.repeat(100));
    expect(slugCandidate(long, 12).length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slugCandidate(long, 12)).toMatch(/-12$/);
  });
});
