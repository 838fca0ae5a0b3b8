/** What a treatment may be, for the site's rules (treatment-content.ts) and the dashboard's choices. */
import type { PriceNote, TreatmentCategory } from './types';

export const PRICE_NOTES: readonly PriceNote[] = ['per session', 'per area', 'package', 'starting', 'per syringe/area'];
export const CATEGORIES: readonly TreatmentCategory[] = ['skin', 'hair', 'homeopathic'];
/** The most a price may be, in whole rupees (₹10,00,000). */
export const MAX_PRICE = 1_000_000;
/** A treatment's page address after /service/ (and an artwork name): lower-case words joined by hyphens. */
export const TREATMENT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
