import { servicePage } from './service-page';
import type { TreatmentPrice } from '../types';

const indianDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Whole rupees with the rupee sign and Indian digit grouping: 100000 → '₹1,00,000'. */
export function formatRupees(amount: number): string {
  return `₹${indianDigits.format(amount)}`;
}

/** How a treatment's price reads on its page: '₹12,000 per area', 'Starting from ₹60,000', or 'Price on consultation'. */
export function priceText(price: TreatmentPrice | undefined): string {
  if (!price) return servicePage.priceOnConsultation;
  if (price.note === 'starting') return `Starting from ${formatRupees(price.amount)}`;
  return `${formatRupees(price.amount)} ${price.note}`;
}
