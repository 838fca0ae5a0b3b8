import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyPage } from '../../../content/privacy';
import { PrivacyNotice } from '../components/privacy-notice';

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
});
