import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from '../app/site-layout';

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

/** The menu and the appointment dialog are loaded when first opened; a test that opens them has them at hand. */
export async function loadLayoutDialogs() {
  await Promise.all([import('../components/layout/mobile-menu'), import('../features/appointments/components/appointment-modal')]);
}
