import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from '../site-layout';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** The site layout around a bare page that shows its path, at the given address. */
export function renderLayout(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<CurrentPath />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
