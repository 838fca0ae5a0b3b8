import { validateSync } from 'class-validator';
import { MaxChars, requestValueProblem } from './text';

describe(requestValueProblem.name, () => {
  it('passes ordinary text in any script, emoji included', () => {
    const article = { name: 'प्रिया शर्मा', tags: ['Skin 🌿', 'त्वचा'], startedAt: 1, ok: true, none: null };
    expect(requestValueProblem(article)).toBeNull();
  });

  it.each([
    ['a top-level text', 'a\u0000b'],
    ['a field', { name: 'Asha\u0000' }],
    ['an entry of a list', { paragraphs: ['fine', 'not\u0000fine'] }],
    ['a field name', { 'na\u0000me': 'Asha' }],
  ])('finds a NUL character in %s', (_where, value) => {
    expect(requestValueProblem(value)).toBe('Text must not contain NUL characters');
  });

  it('finds a lone surrogate, but not a pair', () => {
    expect(requestValueProblem({ title: 'a\ud800b' })).toBe('Text must be valid Unicode');
    expect(requestValueProblem({ title: 'b\udc00' })).toBe('Text must be valid Unicode');
    expect(requestValueProblem({ title: '\ud83c\udf3f' })).toBeNull();
  });

  it('refuses nesting deeper than any form, without recursing', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(requestValueProblem({ name: deep })).toBe('The request is nested too deeply');
    expect(requestValueProblem({ paragraphs: ['a', 'b'] })).toBeNull();
  });
});

describe(MaxChars.name, () => {
  class Article {
    @MaxChars(3, { message: 'too long' })
    title: string;
  }
  const problems = (title: string) =>
    validateSync(Object.assign(new Article(), { title })).flatMap((error) => Object.values(error.constraints ?? {}));

  it('counts characters as Postgres does, a variation selector included', () => {
    expect(problems('abc')).toEqual([]);
    expect(problems('🌿🌿🌿')).toEqual([]);
    // "a" + U+FE0F is two characters to varchar(n); class-validator's MaxLength counts it as one.
    expect(problems('a\uFE0Fb')).toEqual([]);
    expect(problems('a\uFE0Fb\uFE0F')).toEqual(['too long']);
  });
});
