import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { AppointmentForm } from '../appointment-form';
import { CallbackForm } from '../callback-form';
import { ContactForm } from '../contact-form';
import { NewsletterForm } from '../newsletter-form';

const forms: Array<[string, ReactElement]> = [
  ['callback', <CallbackForm key="callback" />],
  ['contact', <ContactForm key="contact" />],
  ['newsletter', <NewsletterForm key="newsletter" variant="home" />],
  ['appointment', <AppointmentForm key="appointment" />],
];

describe('each visitor form, sent by the browser before the scripts run', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(forms)('%s is a POST to the API with its consent notice, never a GET with the fields in the address', (name, form) => {
    stubApi(200);
    const { container } = render(<MemoryRouter>{form}</MemoryRouter>);
    const element = container.querySelector('form')!;
    expect(element.getAttribute('method')).toBe('post');
    expect(element.getAttribute('action')).toBe(`/api/api/enquiries/${name}`);
    expect(element.querySelector('input[type="hidden"][name="consentNotice"]')).not.toBeNull();
  });
});
