import { createContext, useContext, useEffect } from 'react';
import { clinic } from '../content/clinic';
import { SITE_URL } from '../config/site';

/** What a page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/about'. Absent: no canonical link (e.g. not-found pages). */
  path?: string;
  /** Open Graph image: absolute URL or a path on this site. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The page's address may carry a secret (a patient's link): no request it makes names it in a Referer. */
  noReferrer?: boolean;
  /** schema.org structured data, written as application/ld+json. */
  jsonLd?: object | object[];
}

/** Collects the meta of the page being prerendered (server only). */
export class PageMetaCollector {
  meta: PageMeta | undefined;

  collect(meta: PageMeta) {
    this.meta = meta;
  }
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

export const DEFAULT_OG_IMAGE = '/brand/og-default.jpg';

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl}`;
}

export function fullTitle(title: string): string {
  return title.includes(clinic.brandName) ? title : `${title} | ${clinic.brandName}`;
}

/** Declares the page's title and meta tags: written into the HTML when prerendering, kept in sync in the browser. */
export function usePageMeta(meta: PageMeta) {
  const collector = useContext(PageMetaContext);
  collector?.collect(meta);
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyToDocument(meta);
    // The serialised meta is the dependency: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<script type="application/ld+json">` must not contain `</script`; escaping `<` keeps it a data block. */
const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function tags(meta: PageMeta): Array<{ tag: 'meta' | 'link'; attrs: Record<string, string> }> {
  const title = fullTitle(meta.title);
  const image = absoluteUrl(meta.image ?? DEFAULT_OG_IMAGE);
  const list: Array<{ tag: 'meta' | 'link'; attrs: Record<string, string> }> = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: clinic.brandName } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'en_IN' } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.path !== undefined) {
    const url = absoluteUrl(meta.path);
    list.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    list.push({ tag: 'meta', attrs: { property: 'og:url', content: url } });
  }
  if (meta.noindex) list.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (meta.noReferrer) list.push({ tag: 'meta', attrs: { name: 'referrer', content: 'no-referrer' } });
  return list;
}

/** The `<head>` markup of a page, for the prerenderer and the article shell. */
export function renderHead(meta: PageMeta): string {
  const lines = [`<title>${escapeHtml(fullTitle(meta.title))}</title>`];
  for (const { tag, attrs } of tags(meta)) {
    const text = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    lines.push(`<${tag} ${text} data-page-meta>`);
  }
  if (meta.jsonLd) {
    lines.push(`<script type="application/ld+json" data-page-meta>${jsonForScript(meta.jsonLd)}</script>`);
  }
  return lines.join('\n    ');
}

function applyToDocument(meta: PageMeta) {
  document.title = fullTitle(meta.title);
  // Also replaces tags the server put in the page shell (e.g. an article's, filled in by nginx).
  document.head
    .querySelectorAll(
      '[data-page-meta], meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], script[type="application/ld+json"]',
    )
    .forEach((node) => node.remove());
  for (const { tag, attrs } of tags(meta)) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    node.setAttribute('data-page-meta', '');
    document.head.appendChild(node);
  }
  if (meta.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-page-meta', '');
    script.textContent = JSON.stringify(meta.jsonLd);
    document.head.appendChild(script);
  }
}
