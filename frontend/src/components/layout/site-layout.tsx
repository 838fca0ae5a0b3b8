import { Outlet } from 'react-router-dom';
import { AppointmentModalProvider } from '../../features/appointments/appointment-modal-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { WhatsAppButton } from './whatsapp-button';

/** Header, the page, footer and the chat button: every public page. */
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
      <WhatsAppButton />
    </AppointmentModalProvider>
  );
}
