import { describe, expect, it } from 'vitest';
import { builtInTreatments, parseTreatment } from '../treatment-content';
import { treatments } from '../treatments/catalogue';

describe('treatments the admin edits', () => {
  const hydrafacial = builtInTreatments().find((treatment) => treatment.id === 'hydrafacial')!;

  it('start as the catalogue, in menu order, every one passing the rules the admin’s edits must pass', () => {
    const builtIn = builtInTreatments();
    expect(builtIn.map((treatment) => treatment.id)).toEqual(treatments.map((treatment) => treatment.id));
    for (const treatment of builtIn) {
      const { id, ...fields } = treatment;
      expect(parseTreatment(fields, id)).toEqual({ item: treatment });
    }
    expect(builtIn.find((treatment) => treatment.id === 'srf')?.price).toBeNull();
  });

  it('take a new treatment with its own page address, and a price in whole rupees or on consultation', () => {
    const created = parseTreatment({ ...hydrafacial, id: 'hydrafacial-glow', price: { amount: 6500, note: 'per session' } });
    expect(created.item).toMatchObject({ id: 'hydrafacial-glow', price: { amount: 6500, note: 'per session' } });
    expect(parseTreatment({ ...hydrafacial, id: 'x', price: null }).item?.price).toBeNull();
  });

  it('name each wrong field with a message a clinic owner understands', () => {
    const { problems } = parseTreatment({
      ...hydrafacial,
      id: 'Hydra Facial!',
      title: '',
      category: 'dental',
      price: { amount: 2499.5, note: 'per session' },
      included: [],
      faq: [{ question: 'Does it hurt?', answer: '' }],
      hidden: 'no',
      colour: 'blue',
    });
    expect(problems).toEqual({
      id: 'Use lower-case letters, digits and hyphens for the page address, e.g. hydrafacial-glow',
      title: 'Enter the title',
      category: 'Choose Skin, Hair or Homeopathic',
      price: 'Enter the price in whole rupees, from ₹1 to ₹10,00,000, or choose "on consultation"',
      included: 'Included: give 1 to 8 entries, none empty',
      'faq.0.answer': 'Enter the answer',
      hidden: 'Hidden must be true or false',
      colour: 'Unknown field: colour',
    });
    expect(parseTreatment({ ...hydrafacial, price: { amount: 5000, note: 'per hour' } }, 'hydrafacial').problems).toEqual({
      price: 'Choose how the price is quoted: per session, per area, package, starting or per syringe/area',
    });
  });

  it('keep the staff’s description of an uploaded photo and of an uploaded before/after photo, and drop them without the photo', () => {
    const photo = { key: `${'c'.repeat(64)}.webp`, width: 960, height: 720, variants: [] };
    const described = parseTreatment(
      { ...hydrafacial, image: photo, imageAlt: 'A HydraFacial session', beforeAfter: true, beforeAfterImage: photo, beforeAfterAlt: 'Cheek before and after six sessions' },
      'hydrafacial',
    );
    expect(described.item).toMatchObject({ imageAlt: 'A HydraFacial session', beforeAfterAlt: 'Cheek before and after six sessions' });
    // Left empty, the page says its generic description: nothing is kept.
    expect(parseTreatment({ ...hydrafacial, beforeAfter: true, beforeAfterImage: photo, beforeAfterAlt: '' }, 'hydrafacial').item).not.toHaveProperty('beforeAfterAlt');
    // No uploaded before/after photo (or the box unticked): nothing to describe.
    expect(parseTreatment({ ...hydrafacial, beforeAfter: true, beforeAfterImage: null, beforeAfterAlt: 'Left over' }, 'anti-aging').item).not.toHaveProperty('beforeAfterAlt');
    expect(parseTreatment({ ...hydrafacial, beforeAfter: false, beforeAfterImage: photo, beforeAfterAlt: 'Left over' }, 'hydrafacial').item).not.toHaveProperty('beforeAfterAlt');
    expect(parseTreatment({ ...hydrafacial, beforeAfter: true, beforeAfterImage: photo, beforeAfterAlt: 'x'.repeat(161) }, 'hydrafacial').problems).toEqual({
      beforeAfterAlt: 'Description of the before and after photo must be at most 160 characters',
    });
  });
});
