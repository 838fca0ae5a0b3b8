import { describe, expect, it } from 'vitest';
import { renderHead } from '../page-meta';

describe('renderHead', () => {
  it('writes the title with the clinic name, the description and the canonical URL', () => {
    const head = renderHead({ title: 'About Us', description: 'Who we are', path: '/about' });
    expect(head).toContain('<title>About Us | Aura Skin &amp; Hair Clinic</title>');
    expect(head).toContain('<meta name="description" content="Who we are" data-page-meta>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:8080/about" data-page-meta>');
    expect(head).toContain('<meta property="og:image" content="http://localhost:8080/brand/og-default.jpg" data-page-meta>');
  });

  it('escapes markup in text and keeps structured data a data block', () => {
    const head = renderHead({
      title: '<script>alert(1)</script>',
      description: 'a "quoted" & <b>bold</b> line',
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(head).not.toContain('<script>alert(1)</script>');
    expect(head).toContain('a &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; line');
    expect(head).toContain('\\u003c/script>');
  });

  it('marks pages that must not be indexed and leaves out their canonical link', () => {
    const head = renderHead({ title: 'Service not found', description: 'x', noindex: true });
    expect(head).toContain('<meta name="robots" content="noindex" data-page-meta>');
    expect(head).not.toContain('canonical');
  });
});
