import { CLINIC_NAME, escapeHtml } from '../common/html';
import type { NewsArticle } from './news-article.entity';

export { CLINIC_NAME, escapeHtml };

/** JSON that cannot end its <script> element or be read as HTML inside it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head tags of an article page, for nginx to include (SSI) into the SPA shell so that link
 * previews and search engines see the article without running JavaScript.
 */
export function renderArticleHead(article: NewsArticle, siteUrl: string): string {
  const site = siteUrl.replace(/\/+$/, '');
  const url = `${site}/news/${encodeURIComponent(article.slug)}`;
  const title = article.title || 'News';
  const description = article.excerpt || article.heroIntro || article.contentIntro.slice(0, 300);
  const image = article.cardImage
    ? `${site}/api/api/media/${article.cardImage.key}`
    : `${site}/brand/og-default.jpg`;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title,
    description,
    image: [image],
    datePublished: article.createdAt.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    mainEntityOfPage: url,
    publisher: { '@type': 'MedicalClinic', name: CLINIC_NAME, url: site },
  };
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(`${title} | ${CLINIC_NAME}`)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', CLINIC_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'article:published_time', article.createdAt.toISOString()),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(structuredData)}</script>`,
    '',
  ].join('\n');
}

export function renderNotFoundHead(): string {
  return [
    `<title>${escapeHtml(`Article not found | ${CLINIC_NAME}`)}</title>`,
    '<meta name="robots" content="noindex">',
    '',
  ].join('\n');
}

/**
 * The head of an article page when the article could not be looked up (the database down): the
 * clinic's name as title, and no indexing of a page that may not be what it should be.
 */
export function renderUnavailableHead(): string {
  return [`<title>${escapeHtml(CLINIC_NAME)}</title>`, '<meta name="robots" content="noindex">', ''].join('\n');
}
