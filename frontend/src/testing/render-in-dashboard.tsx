import { render as renderOnly, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a part of the dashboard at one of its addresses (it reads and changes its address, as in the browser). */
export function render(ui: ReactElement, { at = '/admin-dashboard', ...options }: RenderOptions & { at?: string } = {}) {
  return renderOnly(ui, { wrapper: ({ children }) => <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>, ...options });
}
