import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInClinicFacts } from '../../../content/clinic-facts';
import { builtInHomeFaq } from '../../../content/faq';
import { dataBlockJson, DATA_BLOCK_ID, type PageData } from '../../../content/site-data';
import { findTreatmentDetail } from '../../../content/treatments/details';
import { treatments } from '../../../content/treatments';
import { browserTreatmentPages, TreatmentPagesContext, useTreatmentDetail } from '../treatment-pages';

const site = { clinic: builtInClinicFacts, faq: builtInHomeFaq.items, treatments };
const hydrafacial = findTreatmentDetail('hydrafacial')!;
const facials = findTreatmentDetail('facials')!;

/** A published page as the site serves it: its content in its data block. */
const publishedPage = (data: PageData) =>
  `<!doctype html><html><body><div id="root"></div><script type="application/json" id="${DATA_BLOCK_ID}">${dataBlockJson(data)}</script></body></html>`;

function Overview({ id }: { id: string }) {
  const detail = useTreatmentDetail(id);
  return <h2>{detail ? detail.overview.title : 'Service not found'}</h2>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the copy of a treatment in the browser', () => {
  it('comes from the page’s own data block at once, without a request', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const pages = browserTreatmentPages({ site, treatment: hydrafacial });
    expect(pages.read('hydrafacial')).toEqual(hydrafacial);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('of another treatment is read from its published page, once', async () => {
    const edited = { ...facials, overview: { ...facials.overview, title: 'Facials, as the clinic now puts it' } };
    const fetch = vi.fn(async () => new Response(publishedPage({ site, treatment: edited }), { headers: { 'Content-Type': 'text/html' } }));
    vi.stubGlobal('fetch', fetch);
    const pages = browserTreatmentPages({ site, treatment: hydrafacial });
    await act(async () => {
      render(
        <TreatmentPagesContext.Provider value={pages}>
          <Suspense fallback={<p>Loading…</p>}>
            <Overview id="facials" />
          </Suspense>
        </TreatmentPagesContext.Provider>,
      );
    });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Facials, as the clinic now puts it' })).toBeInTheDocument();
    expect(pages.read('facials')).toEqual(edited);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/service/facials', expect.anything());
  });

  it('of a treatment the clinic hid is none: its page answers 404', async () => {
    vi.stubGlobal('fetch', async () => new Response(publishedPage({ site }), { status: 404 }));
    const pages = browserTreatmentPages({ site });
    await expect(pages.read('facials')).resolves.toBeUndefined();
  });

  it('is asked for again after a failed request', async () => {
    const fetch = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    const pages = browserTreatmentPages({ site });
    await expect(pages.read('facials')).rejects.toThrow('502');
    fetch.mockImplementation(async () => new Response(publishedPage({ site, treatment: facials })));
    await act(async () => {
      await expect(pages.read('facials')).resolves.toEqual(facials);
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
