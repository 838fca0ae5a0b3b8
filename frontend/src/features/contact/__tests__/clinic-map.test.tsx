import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clinic } from '../../../content/clinic';
import { contactPage } from '../../../content/contact';
import { ClinicMap } from '../components/clinic-map';

function renderMap() {
  const { map } = contactPage;
  return render(
    <ClinicMap
      embedUrl={clinic.googleMapsEmbedUrl}
      mapsLink={clinic.googleMapsLink}
      addressLines={clinic.address.lines}
      frameTitle={map.frameTitle}
      showLabel={map.showLabel}
      openLabel={map.openLabel}
      notice={map.notice}
    />,
  );
}

describe('ClinicMap', () => {
  it('shows the address and loads nothing from Google until asked', () => {
    const { container } = renderMap();
    expect(container.querySelector('iframe')).toBeNull();
    for (const line of clinic.address.lines) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(contactPage.map.notice)).toBeInTheDocument();
  });

  it('Show map puts the lazy Google Maps frame in place of the panel and focuses it', () => {
    renderMap();
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    const frame = screen.getByTitle(contactPage.map.frameTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', clinic.googleMapsEmbedUrl);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show map' })).not.toBeInTheDocument();
  });

  it('always offers a plain link to the place on Google Maps, in a new tab', () => {
    renderMap();
    const link = screen.getByRole('link', { name: /^Open in Google Maps/ });
    expect(link).toHaveAttribute('href', clinic.googleMapsLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByRole('link', { name: /^Open in Google Maps/ })).toBeInTheDocument();
  });
});
