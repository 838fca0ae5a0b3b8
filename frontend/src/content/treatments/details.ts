import type { TreatmentDetail } from '../types';
import { facialAndBodyCareDetails } from './facial-and-body-care-details';
import { hairDetails } from './hair-details';
import { homeopathyDetails } from './homeopathy-details';
import { pigmentationPeelsAndScarsDetails } from './pigmentation-peels-and-scars-details';
import { skinAgeingAndLaserDetails } from './skin-ageing-and-laser-details';

/**
 * The long copy of every treatment page. Imported by the service page only, so the menus and
 * cards (which need the catalogue alone) do not carry it.
 */
export const treatmentDetails: TreatmentDetail[] = [
  ...skinAgeingAndLaserDetails,
  ...facialAndBodyCareDetails,
  ...pigmentationPeelsAndScarsDetails,
  ...hairDetails,
  ...homeopathyDetails,
];

const byId = new Map(treatmentDetails.map((detail) => [detail.id, detail]));

/** The long copy of the treatment with this id, or undefined. */
export function findTreatmentDetail(id: string): TreatmentDetail | undefined {
  return byId.get(id);
}
