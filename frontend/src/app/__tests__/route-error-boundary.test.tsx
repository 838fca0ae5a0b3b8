import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../route-error-boundary';

function BrokenPage(): never {
  throw new Error('The page could not be drawn');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Unexpected Application Error!' when a page fails, instead of a blank screen", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary pathname="/about">
        <BrokenPage />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the page when nothing fails', () => {
    render(
      <RouteErrorBoundary pathname="/">
        <p>Clinic page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Clinic page')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('leaves the error behind when the visitor goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Site() {
      const [path, setPath] = useState('/broken');
      return (
        <>
          <button type="button" onClick={() => setPath('/contact')}>
            Contact
          </button>
          <RouteErrorBoundary pathname={path}>{path === '/broken' ? <BrokenPage /> : <p>Contact page</p>}</RouteErrorBoundary>
        </>
      );
    }
    render(<Site />);
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.getByText('Contact page')).toBeInTheDocument();
  });
});
