import { describe, expect, it } from 'vitest';
import { formatRupees, priceText } from '../treatment-price';

describe('treatment prices', () => {
  it('writes rupees with the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(800)).toBe('₹800');
    expect(formatRupees(2500)).toBe('₹2,500');
    expect(formatRupees(60000)).toBe('₹60,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('adds the price note after the amount', () => {
    expect(priceText({ amount: 12000, note: 'per area' })).toBe('₹12,000 per area');
    expect(priceText({ amount: 15000, note: 'per syringe/area' })).toBe('₹15,000 per syringe/area');
    expect(priceText({ amount: 2500, note: 'per session' })).toBe('₹2,500 per session');
    expect(priceText({ amount: 12000, note: 'package' })).toBe('₹12,000 package');
  });

  it('reads a starting price as "Starting from"', () => {
    expect(priceText({ amount: 60000, note: 'starting' })).toBe('Starting from ₹60,000');
    expect(priceText({ amount: 100000, note: 'starting' })).toBe('Starting from ₹1,00,000');
  });

  it('says "Price on consultation" when the clinic publishes no price', () => {
    expect(priceText(undefined)).toBe('Price on consultation');
  });
});
