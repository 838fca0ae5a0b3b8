import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { allRoutes, matchPage } from './app/route-table';
import { PageMetaCollector, PageMetaContext, renderHead, type PageMeta } from './lib/page-meta';

export { renderHead };
export { prerenderPaths } from './app/prerender-paths';
/** Absolute URL of a path on the public site (PUBLIC_SITE_URL as this build sees it), for the sitemap. */
export { absoluteUrl } from './lib/page-meta';
/** The content the admin edits: built-in items and their rules, for the API (scripts/site-worker.mjs). */
export { contentKinds, keyedContentKinds } from './content/site-content';

export interface RenderedPage {
  html: string;
  head: string;
  meta: PageMeta | undefined;
  /** Route module of the page (file name in src/app/routes), to preload its chunk. */
  module: string | undefined;
}

/** Renders one public URL to HTML for the prerenderer. */
export async function render(url: string): Promise<RenderedPage> {
  await Promise.all(allRoutes.map((route) => route.page.preload()));
  const collector = new PageMetaCollector();
  const html = renderToString(
    <PageMetaContext.Provider value={collector}>
      <StaticRouter location={url}>
        <AppProviders>
          <App />
        </AppProviders>
      </StaticRouter>
    </PageMetaContext.Provider>,
  );
  return { html, head: collector.meta ? renderHead(collector.meta) : '', meta: collector.meta, module: matchPage(url)?.module };
}
