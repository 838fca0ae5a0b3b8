import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { announceAppStarted } from '../lib/held-tap';
import { AppointmentModalProvider } from './appointment-modal-provider';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { WhatsAppButton } from '../components/layout/whatsapp-button';
import { PhoneActionBar } from '../components/layout/phone-action-bar';

/** Header, the page, footer, the chat button and (on a phone) the action bar: every public page. */
export function SiteLayout() {
  // After its parts' own effects: the dialog and the menu now take a tap held while the app started.
  useEffect(announceAppStarted, []);
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
      <PhoneActionBar />
    </AppointmentModalProvider>
  );
}
