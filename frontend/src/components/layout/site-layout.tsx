import { Outlet } from 'react-router-dom';
import { AppointmentModalProvider } from '../../features/appointments/appointment-modal-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, the page, footer: every public page. */
export function SiteLayout() {
  return (
    <AppointmentModalProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </AppointmentModalProvider>
  );
}
