import type { TreatmentCategory, TreatmentSummary } from '../types';
import { siteData } from '../site-data';
import { treatments as builtInTreatments } from './catalogue';

/** The treatments in the menus, in menu order: the ones the admin published, or the built-in catalogue. */
export const treatments: TreatmentSummary[] = siteData?.treatments ?? builtInTreatments;

const byId = new Map(treatments.map((treatment) => [treatment.id, treatment]));

/** The treatment with this id, or undefined. */
export function findTreatment(id: string): TreatmentSummary | undefined {
  return byId.get(id);
}

export const categoryLabels: Record<TreatmentCategory, string> = {
  skin: 'Skin',
  hair: 'Hair',
  homeopathic: 'Homeopathic',
};

export interface MenuGroup {
  label: string;
  treatments: TreatmentSummary[];
}

export interface MenuCategory {
  category: TreatmentCategory;
  label: string;
  groups: MenuGroup[];
}

/** Skin / Hair / Homeopathic menus with their sub-groups, in catalogue order. */
export const treatmentMenu: MenuCategory[] = (Object.keys(categoryLabels) as TreatmentCategory[]).map((category) => {
  const groups: MenuGroup[] = [];
  for (const treatment of treatments.filter((entry) => entry.category === category)) {
    let group = groups.find((entry) => entry.label === treatment.group);
    if (!group) {
      group = { label: treatment.group, treatments: [] };
      groups.push(group);
    }
    group.treatments.push(treatment);
  }
  return { category, label: categoryLabels[category], groups };
});

/** Path of a treatment's page. Throws for an id with no entry, so a broken link cannot be written. */
export function treatmentPath(id: string): string {
  if (!byId.has(id)) throw new Error(`No treatment with id "${id}"`);
  return `/service/${id}`;
}

/** The treatment shown at /service with no id. */
export const DEFAULT_TREATMENT_ID = 'anti-aging';

/** Treatments linked from the footer's quick links (spec: five service quick links). */
export const footerTreatmentIds = ['laser-hair-removal', 'facials', 'deep-peelings', 'microdermabrasion', 'skin-tightening'];

/** The footer's quick links that are shown: a treatment the admin hid or deleted drops out. */
export const footerTreatments: TreatmentSummary[] = footerTreatmentIds
  .map((id) => byId.get(id))
  .filter((treatment): treatment is TreatmentSummary => treatment !== undefined);

/**
 * Up to `limit` other treatments of the same sub-group, starting after this one and wrapping,
 * so neighbouring pages suggest different treatments.
 */
export function relatedTreatments(id: string, limit = 3): TreatmentSummary[] {
  const treatment = byId.get(id);
  if (!treatment) return [];
  const group = treatments.filter((entry) => entry.category === treatment.category && entry.group === treatment.group);
  const at = group.indexOf(treatment);
  return [...group.slice(at + 1), ...group.slice(0, at)].slice(0, limit);
}
