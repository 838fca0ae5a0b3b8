import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ServicePage from '../service';
import { clinic } from '../../../content/clinic';
import { findTreatmentDetail } from '../../../content/treatments/details';
import { treatments } from '../../../content/treatments';
import { AppointmentModalProvider } from '../../appointment-modal-provider';
import { TreatmentPagesContext, treatmentPagesFrom } from '../../../features/treatments/treatment-pages';

// As the renderer has it: every treatment's copy at hand.
const builtInPages = treatmentPagesFrom(findTreatmentDetail);

function servicePageAt(path: string) {
  return (
    <TreatmentPagesContext.Provider value={builtInPages}>
      <MemoryRouter initialEntries={[path]}>
        <AppointmentModalProvider>
          <Routes>
            <Route path="/service" element={<ServicePage />} />
            <Route path="/service/:id" element={<ServicePage />} />
            <Route path="/" element={<h1>Home page</h1>} />
          </Routes>
        </AppointmentModalProvider>
      </MemoryRouter>
    </TreatmentPagesContext.Provider>
  );
}

const renderService = (path: string) => render(servicePageAt(path));

const headMeta = (selector: string, attribute = 'content') => document.head.querySelector(selector)?.getAttribute(attribute);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the treatment page', () => {
  it.each(treatments.map((treatment) => [treatment.id, treatment.title] as const))('/service/%s shows its title and overview', (id, title) => {
    renderService(`/service/${id}`);
    const detail = findTreatmentDetail(id)!;
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Professional skincare treatments for radiant and healthy skin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: detail.overview.title })).toBeInTheDocument();
    for (const paragraph of detail.overview.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(document.title).toBe(`${title} in ${clinic.city} | ${clinic.brandName}`);
  });

  it('hydrates its prerendered HTML without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(servicePageAt('/service/hair-transplant'));
    document.body.appendChild(container);
    const root = await act(async () => hydrateRoot(container, servicePageAt('/service/hair-transplant')));
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 1, name: 'Hair Transplant (FUE)' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('shows the anti-ageing treatment at /service, with its own page as the canonical address', () => {
    renderService('/service');
    expect(screen.getByRole('heading', { level: 1, name: 'Anti-Ageing Treatment' })).toBeInTheDocument();
    expect(headMeta('link[rel="canonical"]', 'href')).toBe('http://localhost:8080/service/anti-aging');
  });

  it('says "Service not found" for an unknown id, links home and asks search engines not to index it', async () => {
    renderService('/service/no-such-treatment');
    expect(screen.getByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    expect(headMeta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it.each([
    ['hair-transplant', 'Starting from ₹60,000'],
    ['botox-treatment', '₹12,000 per area'],
    ['filler', '₹15,000 per syringe/area'],
    ['pre-bridal-specials', '₹12,000 package'],
    ['anti-aging', '₹2,500 per session'],
    ['hydrafacial', 'Price on consultation'],
  ])('/service/%s shows the price as "%s"', (id, price) => {
    renderService(`/service/${id}`);
    const header = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(within(header).getByText(price)).toBeInTheDocument();
  });

  it('ticks what the treatment includes and crosses what it does not', () => {
    renderService('/service/laser-hair-removal');
    const detail = findTreatmentDetail('laser-hair-removal')!;
    const included = screen.getByRole('heading', { name: 'What’s included' }).parentElement!;
    const excluded = screen.getByRole('heading', { name: 'What’s not included' }).parentElement!;
    expect(within(included).getAllByRole('listitem').map((item) => item.textContent)).toEqual(detail.included);
    expect(within(excluded).getAllByRole('listitem').map((item) => item.textContent)).toEqual(detail.excluded);
  });

  it('shows where the treatment sits in the menus: Home › Skin › Facials › HydraFacial', () => {
    renderService('/service/hydrafacial');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Home', 'Skin', 'Facials', 'HydraFacial']);
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('HydraFacial')).toHaveAttribute('aria-current', 'page');
  });

  it('opens one FAQ answer at a time, the first at the start, and closes the open one on a second click', () => {
    renderService('/service/hydrafacial');
    const [first, second, third] = findTreatmentDetail('hydrafacial')!.faq;
    const question = (text: string) => screen.getByRole('button', { name: text });
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(first.answer)).toBeVisible();
    expect(screen.getByText(second.answer)).not.toBeVisible();

    fireEvent.click(question(second.question));
    expect(question(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(second.answer)).toBeVisible();
    expect(screen.getByText(first.answer)).not.toBeVisible();

    fireEvent.click(question(second.question));
    for (const item of [first, second, third]) expect(question(item.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a Call Now link to the clinic’s phone beside the FAQ', () => {
    renderService('/service/hydrafacial');
    expect(screen.getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', `tel:${clinic.phone.tel}`);
  });

  it.each([
    ['anti-aging', 'Anti-aging solutions'],
    ['hair-gfc', 'HAIR GFC'],
    ['hydrafacial', 'HydraFacial'],
  ])('Book Appointment on /service/%s opens the appointment form with "%s" chosen', async (id, concern) => {
    renderService(`/service/${id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Book Appointment' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Concern')).toHaveValue(concern);
  });

  it('counts the clinic’s figures up over 1.2 s once 30% of the strip is visible', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout', 'clearTimeout', 'Date'] });
    const observers: Array<{ callback: IntersectionObserverCallback; threshold: unknown; target?: Element }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, threshold: options?.threshold };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    renderService('/service/anti-aging');
    const label = (text: string) => screen.getByText(text).closest('li')!;
    const shown = (text: string) => label(text).querySelector('[aria-hidden="true"]')!.textContent;
    expect(observers).toHaveLength(4);
    expect(observers.every((observer) => observer.threshold === 0.3)).toBe(true);
    expect(shown('Customer')).toBe('0+');
    // The real figures are there for screen readers and crawlers from the start.
    for (const [figure, name] of [['25+', 'Certified'], ['125+', 'Customer'], ['50+', 'Services'], ['30+', 'Specialist']]) {
      expect(within(label(name)).getByText(figure)).toHaveClass('visually-hidden');
    }

    act(() => {
      for (const observer of observers) {
        observer.callback([{ isIntersecting: true, intersectionRatio: 0.3, target: observer.target! } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
    act(() => vi.advanceTimersByTime(600));
    const midway = Number(shown('Customer')!.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(125);
    act(() => vi.advanceTimersByTime(700));
    expect([shown('Certified'), shown('Customer'), shown('Services'), shown('Specialist')]).toEqual(['25+', '125+', '50+', '30+']);
  });

  it('labels a before/after illustration and says it is not a photograph of a patient', () => {
    renderService('/service/anti-aging');
    const figure = screen.getByRole('img', { name: /illustrated before and after/ }).closest('figure')!;
    expect(within(figure).getByText('Before')).toBeInTheDocument();
    expect(within(figure).getByText('After')).toBeInTheDocument();
    expect(within(figure).getByText(/not a photograph of a patient/)).toBeInTheDocument();
    expect(figure.querySelector('img')!.getAttribute('src')).toMatch(/^\/images\/before-after\/anti-aging-\d+\.webp$/);
    for (const benefit of findTreatmentDetail('anti-aging')!.benefits) expect(screen.getByText(benefit)).toBeInTheDocument();
  });

  it('describes an uploaded before/after photo in the clinic’s words, else as a photo (not an illustration)', () => {
    const photo = { key: `${'d'.repeat(64)}.webp`, width: 960, height: 720, variants: [] };
    const withPhoto = (beforeAfterAlt?: string) => {
      const pages = treatmentPagesFrom((id) => {
        const detail = findTreatmentDetail(id);
        return detail && id === 'anti-aging' ? { ...detail, beforeAfterImage: photo, ...(beforeAfterAlt ? { beforeAfterAlt } : {}) } : detail;
      });
      return (
        <TreatmentPagesContext.Provider value={pages}>
          <MemoryRouter initialEntries={['/service/anti-aging']}>
            <AppointmentModalProvider>
              <Routes>
                <Route path="/service/:id" element={<ServicePage />} />
              </Routes>
            </AppointmentModalProvider>
          </MemoryRouter>
        </TreatmentPagesContext.Provider>
      );
    };
    const generic = render(withPhoto());
    expect(screen.getByRole('img', { name: 'Anti-Ageing Treatment: a before and after, before on the left and after on the right' })).toBeInTheDocument();
    generic.unmount();
    render(withPhoto('Forehead lines before and after three sessions'));
    const figure = screen.getByRole('img', { name: 'Forehead lines before and after three sessions' }).closest('figure')!;
    expect(within(figure).getByText('Before')).toBeInTheDocument();
    expect(within(figure).getByText('Results vary from person to person.')).toBeInTheDocument();
  });

  it('shows the treatment’s own picture beside the benefits when it has no before/after, without Before/After labels', () => {
    renderService('/service/hydrafacial');
    const benefits = screen.getByRole('heading', { name: 'Why patients choose HydraFacial' }).closest('section')!;
    expect(within(benefits).queryByText('Before')).toBeNull();
    expect(within(benefits).getByRole('img').getAttribute('src')).toMatch(/^\/images\/treatments\/hydrafacial-\d+\.webp$/);
  });

  it('suggests up to three related treatments of the same group, and opens one at the top of the page', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderService('/service/hydrafacial');
    expect(scrollTo).not.toHaveBeenCalled();
    const related = screen.getByRole('heading', { name: 'Related treatments' }).closest('section')!;
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/service/korean-facial', '/service/korean-skin-treatment', '/service/vampire-facial']);
    fireEvent.click(links[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Korean Glass Skin Facial' })).toBeInTheDocument();
    expect(headMeta('link[rel="canonical"]', 'href')).toBe('http://localhost:8080/service/korean-facial');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
