import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../app';
import { matchPage } from '../route-table';

async function renderAt(path: string) {
  await matchPage(path)?.page.preload();
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('App routes', () => {
  it('shows the home page inside the site layout', async () => {
    await renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Aura Skin & Hair Clinic' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown address', async () => {
    await renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('matches every page of the spec’s route table', () => {
    for (const [path, module] of [
      ['/', 'home'],
      ['/about', 'about'],
      ['/gallery', 'gallery'],
      ['/news', 'news-list'],
      ['/news/some-article', 'news-article'],
      ['/newstemplate', 'news-article'],
      ['/contact', 'contact'],
      ['/wellness', 'wellness'],
      ['/service', 'service'],
      ['/service/anti-aging', 'service'],
      ['/admin-login', 'admin-login'],
      ['/admin-dashboard', 'admin-dashboard'],
      ['/reviews-demo', 'reviews-demo'],
    ]) {
      expect(matchPage(path)?.module).toBe(module);
    }
  });
});
