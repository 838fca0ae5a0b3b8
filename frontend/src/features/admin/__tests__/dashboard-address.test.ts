import { describe, expect, it } from 'vitest';
import { dashboardPath, readDashboardAddress } from '../dashboard-address';

describe('the dashboard’s addresses', () => {
  it('reads the section and what follows it', () => {
    expect(readDashboardAddress('/admin-dashboard')).toEqual({ section: undefined, rest: [] });
    expect(readDashboardAddress('/admin-dashboard/')).toEqual({ section: undefined, rest: [] });
    expect(readDashboardAddress('/admin-dashboard/content/treatments/anti-aging')).toEqual({ section: 'content', rest: ['treatments', 'anti-aging'] });
    expect(readDashboardAddress('/admin-dashboard/enquiries/3f2c9a4e-1d77-4c64-b6f0-51a6de2a1a7f/')).toEqual({
      section: 'enquiries',
      rest: ['3f2c9a4e-1d77-4c64-b6f0-51a6de2a1a7f'],
    });
  });

  it('knows no section it does not have, and survives a malformed address', () => {
    expect(readDashboardAddress('/admin-dashboard/billing/7')).toEqual({ section: undefined, rest: [] });
    expect(readDashboardAddress('/admin-dashboard/news/%E0%A4')).toEqual({ section: 'news', rest: ['%E0%A4'] });
  });

  it('writes an address that reads back the same', () => {
    const path = dashboardPath('news', 'monsoon skin/care');
    expect(path).toBe('/admin-dashboard/news/monsoon%20skin%2Fcare');
    expect(readDashboardAddress(path)).toEqual({ section: 'news', rest: ['monsoon skin/care'] });
  });
});
