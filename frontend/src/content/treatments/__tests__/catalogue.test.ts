import { describe, expect, it } from 'vitest';
import { artwork } from '../../artwork';
import { concernOptions } from '../../appointment';
import { serviceGrid } from '../../home';
import type { PriceNote } from '../../types';
import { treatmentDetails, findTreatmentDetail } from '../details';
import { DEFAULT_TREATMENT_ID, findTreatment, footerTreatmentIds, relatedTreatments, treatmentMenu, treatmentPath, treatments } from '../index';
import { treatmentProcedures } from '../procedures';

const catalogueIds = treatments.map((treatment) => treatment.id);

/** Spec section 2: the service ids linked in menus, then the two the footer and other places link. */
const specMenuIds = [
  'laser-skin-therapy', 'anti-aging', 'korean-facial', 'vampire-facial', 'srf', 'skin-lightening-and-whitening',
  'cryo-fat-freezing', 'laser-tattoo-removal', 'pigmentation-treatments', 'deep-peelings', 'mesotherapy',
  'microdermabrasion', 'medical-spa-facials', 'oxygeneo-facial', 'carbon-facial', 'photo-facial', 'hydrafacial',
  'stretch-marks', 'pre-bridal-specials', 'micro-needling-prp', 'mnrf', 'chemical-peel', 'hairfall',
  'intralesional-injection', 'hair-prp', 'hair-regrowth-laser', 'regrowth', 'dandruff', 'laser-hair-removal',
  'skin-allergy', 'psoriasis', 'eczema', 'scales', 'urticaria', 'fungal', 'scabies', 'vitiligo-white-spot',
  'alopecia-areata', 'facials', 'skin-tightening',
];

/** Spec section 3: the built-in catalogue's prices in rupees, with the note where the spec gives one. */
const specPrices: Array<[string, number, PriceNote?]> = [
  ['anti-aging', 2500], ['deep-peelings', 2200], ['cryo-fat-freezing', 9000], ['laser-tattoo-removal', 3500],
  ['stretch-marks', 3000], ['pre-bridal-specials', 12000, 'package'], ['dandruff', 1200], ['hairfall', 1500],
  ['medical-spa-facials', 2000], ['hair-transplant', 60000, 'starting'], ['pigmentation-treatments', 3500],
  ['skin-lightening-and-whitening', 3800], ['intralesional-injection', 1800], ['co2-fractional-laser', 5500],
  ['dermaroller-with-prp-and-subcision', 6500], ['erbium-fiber-laser', 5000], ['oxygeneo-facial', 2500],
  ['carbon-facial', 3000], ['photo-facial', 2800], ['facials', 1500], ['laser-hair-removal', 3500],
  ['laser-skin-therapy', 4800], ['mesotherapy', 3200], ['microdermabrasion', 2000], ['pigmentation-solutions', 3800],
  ['skin-tightening', 4500], ['hair-prp', 5000], ['hair-gfc', 6000], ['hair-regrowth-laser', 3000],
  ['korean-skin-treatment', 2800], ['botox-treatment', 12000, 'per area'], ['filler', 15000, 'per syringe/area'],
  ['manicure', 800], ['pedicure', 1000],
];

/** Every piece of text a patient reads on a treatment page. */
function copyOf(id: string): string[] {
  const summary = findTreatment(id)!;
  const detail = findTreatmentDetail(id)!;
  return [
    summary.title,
    summary.short,
    summary.group,
    detail.overview.title,
    ...detail.overview.paragraphs,
    ...detail.included,
    ...detail.excluded,
    ...detail.benefits,
    ...detail.faq.flatMap((item) => [item.question, item.answer]),
  ];
}

describe('the treatment catalogue', () => {
  it('lists each treatment once, under an id fit for a URL', () => {
    expect(new Set(catalogueIds).size).toBe(catalogueIds.length);
    for (const id of catalogueIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has exactly one page of copy for every treatment, and no copy without a treatment', () => {
    const detailIds = treatmentDetails.map((detail) => detail.id);
    expect(new Set(detailIds).size).toBe(detailIds.length);
    expect([...detailIds].sort()).toEqual([...catalogueIds].sort());
    for (const id of catalogueIds) expect(findTreatmentDetail(id)?.id).toBe(id);
  });

  it.each(treatmentDetails.map((detail) => [detail.id, detail] as const))('%s has complete copy', (_id, detail) => {
    expect(detail.overview.title.trim()).not.toBe('');
    expect(detail.overview.paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(detail.overview.paragraphs.length).toBeLessThanOrEqual(6);
    expect(detail.included).toHaveLength(4);
    expect(detail.excluded).toHaveLength(4);
    expect(detail.benefits.length).toBeGreaterThanOrEqual(3);
    expect(detail.benefits.length).toBeLessThanOrEqual(5);
    expect(detail.faq).toHaveLength(3);
    const lists = [detail.included, detail.excluded, detail.benefits, detail.faq.map((item) => item.question)];
    for (const list of lists) expect(new Set(list).size).toBe(list.length);
    for (const text of [...detail.overview.paragraphs, ...lists.flat(), ...detail.faq.map((item) => item.answer)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('has a treatment for every id the spec links from menus and the footer', () => {
    expect(specMenuIds.filter((id) => !findTreatment(id))).toEqual([]);
  });

  it('charges the spec’s prices with the spec’s notes', () => {
    for (const [id, amount, note] of specPrices) {
      const price = findTreatment(id)?.price;
      expect(price?.amount, id).toBe(amount);
      if (note) expect(price?.note, id).toBe(note);
    }
  });

  it('puts every treatment in exactly one menu group, and nothing else in the menus', () => {
    const menuIds = treatmentMenu.flatMap((menu) => menu.groups.flatMap((group) => group.treatments.map((treatment) => treatment.id)));
    expect([...menuIds].sort()).toEqual([...catalogueIds].sort());
    expect(treatmentMenu.map((menu) => menu.label)).toEqual(['Skin', 'Hair', 'Homeopathic']);
  });

  it('links only to treatments that exist: home grid, footer, appointment concerns and the default page', () => {
    const linked = [
      ...serviceGrid.ids,
      ...footerTreatmentIds,
      ...concernOptions.flatMap((option) => (option.treatmentId ? [option.treatmentId] : [])),
      DEFAULT_TREATMENT_ID,
    ];
    expect(linked.filter((id) => !findTreatment(id))).toEqual([]);
    expect(footerTreatmentIds).toEqual(['laser-hair-removal', 'facials', 'deep-peelings', 'microdermabrasion', 'skin-tightening']);
  });

  it('refuses to write a link to a treatment that does not exist', () => {
    expect(treatmentPath('hydrafacial')).toBe('/service/hydrafacial');
    expect(() => treatmentPath('no-such-treatment')).toThrow(/no-such-treatment/);
  });

  it('has artwork for every treatment, and a before/after picture wherever the copy promises one', () => {
    for (const treatment of treatments) expect(artwork[`treatments/${treatment.image}`], treatment.id).toBeDefined();
    for (const detail of treatmentDetails.filter((entry) => entry.beforeAfter)) {
      expect(artwork[`before-after/${detail.id}`], detail.id).toBeDefined();
    }
  });

  it('describes every treatment for search engines', () => {
    expect(Object.keys(treatmentProcedures).sort()).toEqual([...catalogueIds].sort());
  });

  it('suggests up to three other treatments of the same sub-group', () => {
    expect(relatedTreatments('hydrafacial').map((treatment) => treatment.id)).toEqual(['korean-facial', 'korean-skin-treatment', 'vampire-facial']);
    // The last of a group wraps round to its first.
    expect(relatedTreatments('alopecia-areata').map((treatment) => treatment.id)).toEqual(['vitiligo-white-spot']);
    expect(relatedTreatments('hair-transplant')).toEqual([]);
    expect(relatedTreatments('no-such-treatment')).toEqual([]);
    for (const treatment of treatments) {
      const related = relatedTreatments(treatment.id);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const other of related) {
        expect(other.id).not.toBe(treatment.id);
        expect([other.category, other.group]).toEqual([treatment.category, treatment.group]);
      }
    }
  });

  it('is written in British English', () => {
    const american = /\b(color|colors|favor|center|centers|fiber|aging|anesthe\w*|esthetic|hemoglobin|edema|estrogen|pediatric|personaliz\w*|optimiz\w*|minimiz\w*|organiz\w*|behavior|gray|program|programs|makeup|toward)\b/i;
    const found = catalogueIds.flatMap((id) => copyOf(id).filter((text) => american.test(text)).map((text) => `${id}: ${text.match(american)![0]}`));
    expect(found).toEqual([]);
  });

  it('never promises a cure or a guaranteed result', () => {
    const promise = /(guaranteed (results?|cure)|100 ?%|(?<!not a )permanent results?|miracle|instant results?|risk-free|no side effects)/i;
    const found = catalogueIds.flatMap((id) => copyOf(id).filter((text) => promise.test(text)).map((text) => `${id}: ${text}`));
    expect(found).toEqual([]);
  });
});
