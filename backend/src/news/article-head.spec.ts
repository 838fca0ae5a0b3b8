import type { StoredImage } from '../media/stored-image';
import { jsonForScript, renderArticleHead, renderNotFoundHead, renderUnavailableHead } from './article-head';
import { NewsArticle } from './news-article.entity';

const article = (fields: Partial<NewsArticle> = {}): NewsArticle =>
  Object.assign(new NewsArticle(), {
    slug: 'sunscreen-myths',
    title: 'Sunscreen myths',
    excerpt: 'What the evidence says.',
    heroIntro: '',
    contentIntro: '',
    paragraphs: [],
    tags: [],
    popular: [],
    cardImage: null,
    contentImage: null,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    updatedAt: new Date('2026-11-02T10:00:00Z'),
    ...fields,
  });

describe(renderArticleHead.name, () => {
  it('names the article, its canonical address and the default share image', () => {
    const sut = renderArticleHead(article(), 'https://clinic.example/');
    expect(sut).toContain('<title>Sunscreen myths | Aura Skin &amp; Hair Clinic</title>');
    expect(sut).toContain('<meta name="description" content="What the evidence says.">');
    expect(sut).toContain('<link rel="canonical" href="https://clinic.example/news/sunscreen-myths">');
    expect(sut).toContain('<meta property="og:url" content="https://clinic.example/news/sunscreen-myths">');
    expect(sut).toContain('<meta property="og:type" content="article">');
    expect(sut).toContain('<meta property="og:image" content="https://clinic.example/brand/og-default.jpg">');
    expect(sut).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('uses the card image as the absolute share image', () => {
    const cardImage = { key: `${'a'.repeat(64)}.webp`, width: 1600, height: 900, contentType: 'image/webp', variants: [] } as StoredImage;
    expect(renderArticleHead(article({ cardImage }), 'https://clinic.example')).toContain(
      `<meta property="og:image" content="https://clinic.example/api/api/media/${'a'.repeat(64)}.webp">`,
    );
  });

  it('escapes every value and keeps the JSON-LD inside its script element', () => {
    const sut = renderArticleHead(
      article({ title: `</script><script>alert("x")</script> & 'quotes'`, excerpt: '"><img src=x onerror=alert(1)>' }),
      'https://clinic.example',
    );
    expect(sut).not.toContain('<script>alert');
    expect(sut).not.toContain('<img');
    expect(sut).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    const jsonLd = /<script type="application\/ld\+json">(.*)<\/script>/.exec(sut)![1];
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'NewsArticle', headline: `</script><script>alert("x")</script> & 'quotes'` });
  });
});

describe(jsonForScript.name, () => {
  it('escapes what could end a script element', () => {
    expect(jsonForScript({ a: '</script><!--&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}');
  });
});

describe(renderNotFoundHead.name, () => {
  it('asks search engines not to index the page', () => {
    expect(renderNotFoundHead()).toBe(
      '<title>Article not found | Aura Skin &amp; Hair Clinic</title>\n<meta name="robots" content="noindex">\n',
    );
  });
});

describe(renderUnavailableHead.name, () => {
  it("names the clinic and keeps the page out of search engines", () => {
    expect(renderUnavailableHead()).toBe('<title>Aura Skin &amp; Hair Clinic</title>\n<meta name="robots" content="noindex">\n');
  });
});
