import type { TreatmentDetail } from '../types';
import { detailsA } from './details-A';
import { detailsB } from './details-B';
import { detailsC } from './details-C';
import { detailsD } from './details-D';
import { detailsE } from './details-E';

/**
 * The long copy of every treatment page. Imported by the service page only, so the menus and
 * cards (which need the catalogue alone) do not carry it.
 */
export const treatmentDetails: TreatmentDetail[] = [...detailsA, ...detailsB, ...detailsC, ...detailsD, ...detailsE];

const byId = new Map(treatmentDetails.map((detail) => [detail.id, detail]));

/** The long copy of the treatment with this id, or undefined. */
export function findTreatmentDetail(id: string): TreatmentDetail | undefined {
  return byId.get(id);
}
