import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInClinicFacts } from '../clinic-facts';
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
