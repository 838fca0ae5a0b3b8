import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadSections } from './components/ui/section-on-view';
import { allRoutes, matchPage } from './app/route-table';
import { dataBlockJson, isBuiltInTreatment, publishedContent, siteData, treatmentDetail, type PageData } from './content/site-data';
import { findTreatmentDetail } from './content/treatments/details';
import { homePhotosOf, type GalleryItem } from './content/gallery';
import { clinic } from './content/clinic';
import type { TreatmentDetail } from './content/types';
import { newsBlockFor, NewsPageContext, newsPageOf } from './content/news/news-pages';
import { TreatmentPagesContext, treatmentPagesFrom } from './features/treatments/treatment-pages';
import { PageMetaCollector, PageMetaContext, renderHead, type PageMeta } from './components/page-meta';

export { renderHead };
export { prerenderPaths } from './app/prerender-paths';
/** Absolute URL of a path on the public site (PUBLIC_SITE_URL as this build sees it), for the sitemap. */
export { absoluteUrl } from './components/page-meta';
/** The content the admin edits: built-in items and their rules, for the API (scripts/site-worker.mjs). */
export { contentKinds, keyedContentKinds } from './content/site-content';
export { DATA_BLOCK_ID } from './content/site-data';
/** What a news page's data block holds for given articles: pages whose block is unchanged are not rendered again. */
export { newsBlockFor } from './content/news/news-pages';

export interface RenderedPage {
  html: string;
  head: string;
  meta: PageMeta | undefined;
  /** Route module of the page (file name in src/app/routes), to preload its chunk. */
  module: string | undefined;
  /** The page's content for its data block (JSON, safe inside a script element). */
  data: string;
}

/**
 * The copy of every treatment's page: as published (a built-in one told with the clinic's facts
 * as they are now), or the built-in ones.
 */
const publishedDetails =
  publishedContent?.treatments &&
  new Map(publishedContent.treatments.map((entry) => [entry.id, isBuiltInTreatment(entry) ? findTreatmentDetail(entry.id) : treatmentDetail(entry)]));
const findDetail = (id: string): TreatmentDetail | undefined => (publishedDetails ? publishedDetails.get(id) : findTreatmentDetail(id));

/** The site-wide content every page carries (what the admin changed), as the pages read it. */
const site = siteData ?? {};

/** The gallery items a page's data block carries: the clinic's own gallery, on the pages that show it. */
function galleryBlockFor(path: string): GalleryItem[] | undefined {
  const items = publishedContent?.gallery?.items;
  if (!items) return undefined;
  if (path === '/') return homePhotosOf(items);
  return path === '/gallery' ? items : undefined;
}

/** The hero slides a page's data block carries: the clinic's own, on the home page only. */
const heroBlockFor = (path: string) => (path === '/' ? publishedContent?.hero : undefined);

/** What a render is given besides the content this bundle was loaded with. */
export interface RenderOptions {
  /**
   * The articles (GET /news's items, newest first), when the API publishes the news pages: /news
   * and /news/{slug} then show them in their HTML and carry them in their data block.
   */
  news?: unknown[];
}

/** Renders one public URL to HTML, with the content this server bundle was given. */
export async function render(url: string, { news }: RenderOptions = {}): Promise<RenderedPage> {
  await Promise.all(allRoutes.map((route) => route.page.preload()));
  await preloadSections();
  const collector = new PageMetaCollector();
  // The treatment whose copy the page shows travels with it.
  let shown: TreatmentDetail | undefined;
  const pages = treatmentPagesFrom((id) => (shown = findDetail(id)));
  const newsBlock = news && newsBlockFor(new URL(url, 'http://site').pathname, news);
  const html = renderToString(
    <PageMetaContext.Provider value={collector}>
      <TreatmentPagesContext.Provider value={pages}>
        <NewsPageContext.Provider value={newsPageOf(newsBlock)}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </NewsPageContext.Provider>
      </TreatmentPagesContext.Provider>
    </PageMetaContext.Provider>,
  );
  const path = new URL(url, 'http://site').pathname.replace(/(.)\/+$/, '$1');
  const gallery = galleryBlockFor(path);
  const hero = heroBlockFor(path);
  const data: PageData = {
    site,
    ...(shown ? { treatment: shown } : {}),
    ...(newsBlock ? { news: newsBlock } : {}),
    ...(gallery ? { gallery } : {}),
    ...(hero ? { hero } : {}),
  };
  return { html, head: collector.meta ? renderHead(collector.meta) : '', meta: collector.meta, module: matchPage(url)?.module, data: dataBlockJson(data) };
}

/** The data block of a page that renders in the browser only (the shells of dynamic routes). */
export function siteDataBlock(): string {
  return dataBlockJson({ site });
}

/** The clinic's name as a `<title>`'s text, for the shells. */
export function siteTitle(): string {
  return clinic.brandName.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
