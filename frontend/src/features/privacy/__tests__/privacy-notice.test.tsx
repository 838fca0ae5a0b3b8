import { render as renderInDom, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { privacyPage } from '../../../content/privacy';
import { PrivacyNotice } from '../components/privacy-notice';

const render = (page: ReactElement) => renderInDom(<MemoryRouter>{page}</MemoryRouter>);

describe('PrivacyNotice', () => {
  it('shows the title and the date of the last change', () => {
    render(<PrivacyNotice notice={privacyPage} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(screen.getByText(privacyPage.lastUpdated.display)).toHaveAttribute('datetime', privacyPage.lastUpdated.iso);
  });

  it('lists every section in the contents, each linking to its anchor', () => {
    const { container } = render(<PrivacyNotice notice={privacyPage} />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(privacyPage.sections.map((section) => section.heading));
    for (const section of privacyPage.sections) {
      expect(within(contents).getByRole('link', { name: section.heading })).toHaveAttribute('href', `#${section.id}`);
      const target = container.querySelector(`#${section.id}`);
      expect(target).not.toBeNull();
      expect(within(target as HTMLElement).getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
  });

  it('says what is collected, how long it is kept and how to ask for erasure', () => {
    render(<PrivacyNotice notice={privacyPage} />);
    expect(screen.getByRole('heading', { name: 'What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How long we keep it' })).toBeInTheDocument();
    expect(screen.getByText(/^Erasure: ask us to delete your data/)).toBeInTheDocument();
  });

  it('says what the code does: the confirmation link, the unsubscribe link in every newsletter, the processors, retention from the last contact, and the days to an answer', () => {
    render(<PrivacyNotice notice={privacyPage} />);
    expect(screen.getByText(/added to the newsletter only once you open it/)).toBeInTheDocument();
    expect(screen.getByText(/^Our e-mail provider, which delivers the e-mails we send you/)).toBeInTheDocument();
    expect(screen.getByText(/deleted 12 months after our last contact with you about them/)).toBeInTheDocument();
    expect(screen.getByText(/we will respond within 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/Every newsletter has its own unsubscribe link: open it, press Unsubscribe, and we send you no more/)).toBeInTheDocument();
    expect(screen.getByText(/If you unsubscribe, we keep your address and when you unsubscribed/)).toBeInTheDocument();
  });

  it('ends with the form patients send their requests with, under its own heading, sent by POST', () => {
    render(<PrivacyNotice notice={privacyPage} />);
    const form = screen.getByRole('form', { name: 'Ask about your data' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/api/enquiries/data-request');
    for (const label of ['Name', 'What are you asking for?', 'Phone', 'Email', 'Details (optional)']) expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'Erase my data' })).toHaveValue('erasure');
  });
});
