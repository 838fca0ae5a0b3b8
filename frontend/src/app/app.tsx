import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../components/layout/site-layout';
import { PageLoading } from '../components/ui/page-loading';
import { adminRoutes, publicRoutes } from './route-table';

/** The whole site: public pages inside the site layout, the admin area on its own. */
export function App() {
  return (
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
  );
}
