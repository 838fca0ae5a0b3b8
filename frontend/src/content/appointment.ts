import { CONCERNS } from '@aura/contract';
import { findTreatment } from './treatments';

export interface ConcernOption {
  label: string;
  /** The treatment this concern is about, when the catalogue has one. */
  treatmentId?: string;
}

/** The appointment form's concern options (the contract's, in the spec's order and wording). */
export const concernOptions: ConcernOption[] = [...CONCERNS];

/** The concern to preselect for a treatment: its option when one matches, else the treatment's title. */
export function concernForTreatment(treatmentId: string): string {
  const option = concernOptions.find((entry) => entry.treatmentId === treatmentId);
  return option?.label ?? findTreatment(treatmentId)?.title ?? 'Others';
}
