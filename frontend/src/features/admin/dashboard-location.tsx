import { createContext, useContext } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { readDashboardAddress, type DashboardAddress } from './dashboard-address';

/** The address the dashboard shows (it lags the browser's while it asks before losing an edit). */
export const ShownLocation = createContext<Location | null>(null);

/** The section and item the dashboard shows now: the shown address, or the browser's outside the dashboard page. */
export function useDashboardAddress(): DashboardAddress {
  const location = useLocation();
  const shown = useContext(ShownLocation);
  return readDashboardAddress((shown ?? location).pathname);
}
