import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from './site-layout';
import { PageLoading } from '../components/ui/page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import { adminRoutes, publicRoutes } from './route-table';

/** The whole site: public pages inside the site layout, the admin area on its own. */
export function App() {
  const { pathname } = useLocation();
  // Says, on <html>, that the page now answers to the visitor (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route element={<SiteLayout />}>
            {publicRoutes.map(({ path, page: Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          {adminRoutes.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
