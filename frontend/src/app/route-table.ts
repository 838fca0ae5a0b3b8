import { matchRoutes } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazy-page';

// Each file in ./routes is one page, in its own chunk (./routes/admin-* form the admin area's chunk).
const pageModules = import.meta.glob<{ default: React.ComponentType }>('./routes/*.tsx');

export interface PageRoute {
  path: string;
  /** File name in ./routes without extension. */
  module: string;
  page: LazyPage;
}

const pages = new Map<string, LazyPage>();
function page(module: string): LazyPage {
  const load = pageModules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No route module ./routes/${module}.tsx`);
  if (!pages.has(module)) pages.set(module, lazyPage(load));
  return pages.get(module)!;
}

const route = (path: string, module: string): PageRoute => ({ path, module, page: page(module) });

/** Public pages, shown inside the site layout (header, footer, chat button, appointment modal). */
export const publicRoutes: PageRoute[] = [
  route('/', 'home'),
  route('/about', 'about'),
  route('/gallery', 'gallery'),
  route('/news', 'news-list'),
  route('/news/:slug', 'news-article'),
  route('/newstemplate', 'news-article'),
  route('/contact', 'contact'),
  route('/wellness', 'wellness'),
  route('/service', 'service'),
  route('/service/:id', 'service'),
  route('/reviews-demo', 'reviews-demo'),
  route('/privacy', 'privacy'),
  route('/appointment', 'appointment'),
  route('/newsletter/confirm', 'newsletter-confirm'),
  route('/book-appointment', 'book-appointment'),
  route('/thank-you/:form', 'thank-you'),
  route('*', 'not-found'),
];

/** The admin area: its own layout and its own chunk, never prerendered. Each dashboard section and item has its own address under /admin-dashboard/. */
export const adminRoutes: PageRoute[] = [route('/admin-login', 'admin-login'), route('/admin-dashboard/*', 'admin-dashboard')];

export const allRoutes = [...adminRoutes, ...publicRoutes];

export function matchPage(pathname: string): PageRoute | undefined {
  return matchRoutes(allRoutes, pathname)?.[0]?.route;
}
