/**
 * The dashboard's addresses: each section and each item has its own, so a refresh comes back to it
 * and a colleague can be sent it. Only ids and filters go in them, never a patient's name or phone.
 *
 *   /admin-dashboard                          the role's first section
 *   /admin-dashboard/enquiries?show=waiting   a section, with its filters in the query
 *   /admin-dashboard/enquiries/<id>           one enquiry (an appointment request is one too)
 *   /admin-dashboard/news/<slug> | /news/new  an article being edited, or a new one
 *   /admin-dashboard/content/treatments/<id>  one part of Site content, and one treatment in it
 */
export const DASHBOARD_PATH = '/admin-dashboard';

export const DASHBOARD_SECTIONS = ['news', 'newsletters', 'enquiries', 'agenda', 'subscribers', 'people', 'content', 'staff', 'audit'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export interface DashboardAddress {
  /** The section the address names; undefined for /admin-dashboard itself (or one it does not know). */
  section: DashboardSection | undefined;
  /** What follows the section: an item's id, or a part and its item. */
  rest: string[];
}

/** One part of the address as typed; a malformed escape (%E0%A4) is kept as it stands. */
function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function readDashboardAddress(pathname: string): DashboardAddress {
  const parts = pathname
    .slice(DASHBOARD_PATH.length)
    .split('/')
    .filter(Boolean)
    .map(decodedPart);
  const section = DASHBOARD_SECTIONS.find((known) => known === parts[0]);
  return { section, rest: section ? parts.slice(1) : [] };
}

/** The address of a section, and of an item in it: dashboardPath('content', 'treatments', 'anti-aging'). */
export function dashboardPath(section: DashboardSection, ...rest: string[]): string {
  return [DASHBOARD_PATH, section, ...rest.map((part) => encodeURIComponent(part))].join('/');
}
