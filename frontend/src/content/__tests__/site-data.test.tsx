import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInClinicFacts } from '../clinic-facts';
import { builtInHeroContentFor } from '../hero-slides';
import { builtInHomeFaq } from '../faq';
import { dataBlockJson, DATA_BLOCK_ID, type PageData } from '../site-data';
import { treatments as builtInTreatments } from '../treatments/catalogue';

/** Loads the content modules afresh, as a page does, with this data block in the document. */
async function loadWith(data: PageData) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = DATA_BLOCK_ID;
  block.textContent = dataBlockJson(data);
  document.body.appendChild(block);
  vi.resetModules();
  return {
    clinic: (await import('../clinic')).clinic,
    homeFaq: (await import('../faq')).homeFaq,
    treatments: await import('../treatments'),
  };
}

afterEach(() => {
  document.getElementById(DATA_BLOCK_ID)?.remove();
  vi.resetModules();
});

describe('the content a page shows', () => {
  it('is the published content in its data block: the clinic’s facts, the home FAQ and the menus', async () => {
    const hydrafacial = builtInTreatments.find((treatment) => treatment.id === 'hydrafacial')!;
    const { clinic, homeFaq, treatments } = await loadWith({
      site: {
        clinic: { ...builtInClinicFacts, phone: '+91 20 4000 1234', name: 'Aura Clinic Pune' },
        faq: [{ question: 'Is parking available?', answer: 'Yes, in the building.' }],
        treatments: [{ ...hydrafacial, price: { amount: 6500, note: 'per session' } }],
      },
    });
    expect(clinic.phone).toEqual({ display: '+91 20 4000 1234', tel: '+912040001234' });
    expect(clinic.social[0].ariaLabel).toBe('Aura Clinic Pune on Facebook');
    expect(homeFaq.heading).toBe(builtInHomeFaq.heading);
    expect(homeFaq.items).toEqual([{ question: 'Is parking available?', answer: 'Yes, in the building.' }]);
    expect(treatments.treatments.map((treatment) => treatment.id)).toEqual(['hydrafacial']);
    expect(treatments.findTreatment('hydrafacial')?.price).toEqual({ amount: 6500, note: 'per session' });
    // Quick links to treatments that are not shown drop out of the footer.
    expect(treatments.footerTreatments).toEqual([]);
    expect(() => treatments.treatmentPath('facials')).toThrow();
  });

  it('names the treatments whose cards are the built-in ones by id, and reads them back whole', async () => {
    const changed = { ...builtInTreatments[1], price: { amount: 4200, note: 'per session' as const } };
    const published = [builtInTreatments[2], changed, builtInTreatments[0]];
    const block = JSON.parse(dataBlockJson({ site: { treatments: published } })) as { site: { treatments: object[] } };
    expect(block.site.treatments).toEqual([{ id: builtInTreatments[2].id, builtIn: true }, changed, { id: builtInTreatments[0].id, builtIn: true }]);
    const { treatments } = await loadWith({ site: { treatments: published } });
    expect(treatments.treatments).toEqual(published);
  });

  it('carries only the changed treatments when the menus list the built-in ones in their order', async () => {
    const changed = { ...builtInTreatments[3], title: 'Glass Skin Facial' };
    const published = builtInTreatments.map((summary, index) => (index === 3 ? changed : summary));
    expect(JSON.parse(dataBlockJson({ site: { treatments: published } }))).toEqual({ site: { treatments: { changed: [changed] } } });
    const { treatments } = await loadWith({ site: { treatments: published } });
    expect(treatments.treatments).toEqual(published);
  });

  it('is the built-in content when the page carries none', async () => {
    vi.resetModules();
    const { clinic } = await import('../clinic');
    const { treatments } = await import('../treatments');
    expect(clinic.phone.display).toBe(builtInClinicFacts.phone);
    expect(treatments).toEqual(builtInTreatments);
  });
});

describe('the home page’s slides', () => {
  const slides = builtInHeroContentFor(builtInClinicFacts).slides;
  const hero = { slides: slides.map((slide, index) => (index === 4 ? { ...slide, caption: { title: 'Scalp care in Baner' } } : slide)) };

  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  /** The title of the fifth slide the home page shows, once the slides are at hand. */
  async function fifthSlideTitle() {
    const { useHeroSlides } = await import('../hero-slides');
    function Fifth() {
      const shown = useHeroSlides();
      return <p>{shown[4].noCaption ? 'none' : shown[4].caption?.title}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Fifth />
        </Suspense>,
      );
    });
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    return screen.getByRole('paragraph').textContent;
  }

  it('travel in the home page’s own data block, not in the site’s', () => {
    const block = JSON.parse(dataBlockJson({ site: {}, hero })) as Record<string, unknown>;
    expect(block).toEqual({ site: {}, hero });
  });

  it('are the clinic’s on a home page loaded first', async () => {
    await loadWith({ site: {}, hero });
    expect(await fifthSlideTitle()).toBe('Scalp care in Baner');
  });

  it('are read from the published home page when the visitor came from another page', async () => {
    window.history.replaceState(null, '', '/about');
    const home = `<html><body><script type="application/json" id="${DATA_BLOCK_ID}">${dataBlockJson({ site: {}, hero })}</script></body></html>`;
    const fetched = vi.fn(async () => new Response(home, { status: 200, headers: { 'Content-Type': 'text/html' } }));
    vi.stubGlobal('fetch', fetched);
    await loadWith({ site: {} });
    expect(await fifthSlideTitle()).toBe('Scalp care in Baner');
    expect(fetched).toHaveBeenCalledWith('/', { headers: { Accept: 'text/html' } });
  });

  it('are the ones the site came with when the published home page cannot be read', async () => {
    window.history.replaceState(null, '', '/about');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    await loadWith({ site: {} });
    expect(await fifthSlideTitle()).toBe('Hair fall has a cause. We look for it first.');
  });
});
