import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../testing/render-in-dashboard';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInClinicFacts } from '../../../content/clinic-facts';
import { builtInFigures } from '../../../content/figures';
import { builtInReviewSummaries } from '../../../content/review-summaries';
import { builtInDoctorTeam } from '../../../content/team';
import { fakeApi, settle } from '../../../testing/fake-api';
import { SiteContent } from '../components/site-content';

const STALE = 'Someone saved this content after you opened it. Reload to see their version, then make your change again.';
const builtIn = { id: 'built-in', version: 0, createdAt: null, createdBy: null, changed: [], restoredFrom: null };
const hydrafacial = {
  id: 'hydrafacial',
  title: 'HydraFacial',
  short: 'Cleanse, exfoliate, extract and hydrate in one comfortable session.',
  category: 'skin',
  group: 'Facials',
  price: null,
  image: 'hydrafacial',
  overview: { title: 'What is a HydraFacial?', paragraphs: ['A HydraFacial is a facial.'] },
  included: ['Skin assessment'],
  excluded: ['Not a peel'],
  benefits: ['Instant glow'],
  faq: [{ question: 'Does it hurt?', answer: 'No.' }],
  beforeAfter: false,
  hidden: false,
};

function renderArea() {
  render(
    <>
      <SiteContent />
      <ToastContainer />
    </>,
  );
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('Site content: the clinic’s details', () => {
  it('saves a new phone number with the version it was read at, then shows it in the history', async () => {
    const api = fakeApi({
      'GET /admin/content/clinic': { status: 200, body: { success: true, item: builtInClinicFacts, version: 0 } },
      'GET /admin/content/clinic/revisions': [
        { status: 200, body: { success: true, items: [builtIn] } },
        {
          status: 200,
          body: {
            success: true,
            items: [{ id: 'a1', version: 1, createdAt: '2026-11-25T04:30:00.000Z', createdBy: 'admin', changed: ['phone'], restoredFrom: null }, builtIn],
          },
        },
      ],
      'PUT /admin/content/clinic': (request) => ({ status: 200, body: { success: true, item: { ...(request.json as object), version: undefined }, version: 1 } }),
    });
    renderArea();
    const phone = await screen.findByLabelText('Phone number');
    expect(phone).toHaveValue('+91 98220 12345');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    fireEvent.change(phone, { target: { value: '+91 20 4000 1234' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The site shows it within a few seconds.')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT')!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ phone: '+91 20 4000 1234', version: 0, name: builtInClinicFacts.name });
    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getByText('Version 1')).toBeInTheDocument());
    expect(within(history).getByText('Changed: phone')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Restore the content as the site came' })).toBeInTheDocument();
  });

  it('shows the server’s message under the field it is about, and keeps what was typed', async () => {
    fakeApi({
      'GET /admin/content/clinic': { status: 200, body: { success: true, item: builtInClinicFacts, version: 0 } },
      'GET /admin/content/clinic/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/clinic': {
        status: 400,
        body: { success: false, message: 'Enter a phone number that can be dialled, e.g. +91 98220 12345', fields: { phone: 'Enter a phone number that can be dialled, e.g. +91 98220 12345' } },
      },
    });
    renderArea();
    const phone = await screen.findByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: 'call the front desk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Enter a phone number that can be dialled/));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('call the front desk');
  });

  it('says so when another tab saved first (409), and reloads their version on request', async () => {
    const api = fakeApi({
      'GET /admin/content/clinic': { status: 200, body: { success: true, item: builtInClinicFacts, version: 0 } },
      'GET /admin/content/clinic/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/clinic': { status: 409, body: { success: false, message: STALE } },
    });
    renderArea();
    fireEvent.change(await screen.findByLabelText('Clinic name'), { target: { value: 'Aura Clinic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // Beside the form, until the admin reloads (the toast says it too).
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(reload.closest('[role="alert"]')).toHaveTextContent(STALE);
    api.on('GET /admin/content/clinic', { status: 200, body: { success: true, item: { ...builtInClinicFacts, name: 'Aura Clinic Baner' }, version: 2 } });
    fireEvent.click(reload);
    await waitFor(() => expect(screen.getByLabelText('Clinic name')).toHaveValue('Aura Clinic Baner'));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.getByText('Saved · version 2')).toBeInTheDocument();
  });

  it('marks a day closed, and shows the preview the server rendered without saving', async () => {
    const api = fakeApi({
      'GET /admin/content/clinic': { status: 200, body: { success: true, item: builtInClinicFacts, version: 0 } },
      'GET /admin/content/clinic/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'POST /admin/content/clinic/preview': { status: 200, body: { success: true, path: '/contact', html: '<h1>Contact Us</h1>' } },
    });
    renderArea();
    const sunday = await screen.findByRole('group', { name: 'Sunday' });
    fireEvent.click(within(sunday).getByLabelText('Closed'));
    expect(within(sunday).queryByLabelText('Opens')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle('Preview of /contact')).toHaveAttribute('sandbox', 'allow-same-origin');
    const sent = api.requests.find((request) => request.path.endsWith('/preview'))!.json as { hours: Record<string, unknown> };
    expect(sent.hours.sun).toBeNull();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('Site content: treatments', () => {
  it('finds a treatment by name, and saves its price in whole rupees', async () => {
    const api = fakeApi({
      'GET /admin/content/treatments': {
        status: 200,
        body: { success: true, items: [{ ...hydrafacial, version: 0, builtIn: true }, { ...hydrafacial, id: 'facials', title: 'Clinical Facials', hidden: true, version: 2, builtIn: true }] },
      },
      'GET /admin/content/treatments/hydrafacial': { status: 200, body: { success: true, item: hydrafacial, version: 0 } },
      'GET /admin/content/treatments/hydrafacial/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/treatments/hydrafacial': (request) => ({ status: 200, body: { success: true, item: request.json, version: 1 } }),
    });
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Treatments' }));
    expect(await screen.findByText('2 treatments')).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'hydra' } });
    expect(screen.getByText('1 of 2 treatments')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit HydraFacial' }));
    fireEvent.click(await screen.findByLabelText('In whole rupees'));
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '12000' } });
    expect(screen.getByText('The page shows: ₹12,000 per session')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    const sent = api.requests.find((request) => request.method === 'PUT')!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ price: { amount: 12000, note: 'per session' }, version: 0 });
  });
});

describe('Site content: a treatment’s before and after photo', () => {
  it('asks for a description only once a before and after photo is uploaded, and sends it', async () => {
    const photo = { key: `${'e'.repeat(64)}.webp`, width: 960, height: 720, variants: [] };
    const withPhoto = { ...hydrafacial, beforeAfter: true, beforeAfterImage: photo };
    const api = fakeApi({
      'GET /admin/content/treatments': { status: 200, body: { success: true, items: [{ ...withPhoto, version: 3, builtIn: false }] } },
      'GET /admin/content/treatments/hydrafacial': { status: 200, body: { success: true, item: withPhoto, version: 3 } },
      'GET /admin/content/treatments/hydrafacial/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/treatments/hydrafacial': (request) => ({ status: 200, body: { success: true, item: request.json, version: 4 } }),
    });
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Treatments' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit HydraFacial' }));
    const description = await screen.findByLabelText('Description of the before and after photo');
    expect(description).toHaveValue('');
    fireEvent.change(description, { target: { value: 'Cheek before and after six sessions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    const sent = api.requests.find((request) => request.method === 'PUT')!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ beforeAfterImage: photo, beforeAfterAlt: 'Cheek before and after six sessions', version: 3 });
    // Unticked, there is no photo to describe.
    fireEvent.click(screen.getByLabelText('Before and after image beside the key benefits'));
    expect(screen.queryByLabelText('Description of the before and after photo')).not.toBeInTheDocument();
  });
});

describe('Site content: the doctor and the testimonials', () => {
  it('saves the doctor’s new name with the profile as it was', async () => {
    const doctor = { name: 'Dr. Meera Kulkarni', qualifications: 'MBBS, MD', title: 'Founder', registration: 'Reg. No. 1', bio: ['She treats skin.'], expertise: ['Acne'] };
    const api = fakeApi({
      'GET /admin/content/doctor': { status: 200, body: { success: true, item: doctor, version: 0 } },
      'GET /admin/content/doctor/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/doctor': (request) => ({ status: 200, body: { success: true, item: request.json, version: 1 } }),
    });
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Lead doctor' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Dr. Kavita Joshi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    expect(api.requests.find((request) => request.method === 'PUT')!.json).toEqual({ ...doctor, name: 'Dr. Kavita Joshi', version: 0 });
  });

  it('adds a testimonial and shows the server’s message under the field it is about', async () => {
    const story = { author: 'Ananya Iyer', date: '2026-10-20', rating: 5, treatment: 'Chemical Peel', text: 'Calm, clear advice.', verified: true };
    const api = fakeApi({
      'GET /admin/content/testimonials': { status: 200, body: { success: true, item: { patients: [story], hair: [story] }, version: 0 } },
      'GET /admin/content/testimonials/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/testimonials': { status: 400, body: { success: false, message: 'Enter the name', fields: { 'patients.1.author': 'Enter the name' } } },
    });
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Testimonials' }));
    const patients = await screen.findByRole('group', { name: 'What our patients say' });
    fireEvent.click(within(patients).getByRole('button', { name: 'Add a testimonial' }));
    const added = screen.getByRole('group', { name: 'What our patients say, testimonial 2' });
    fireEvent.change(within(added).getByLabelText('Testimonial'), { target: { value: 'Kind staff.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(added).getByLabelText('Name')).toHaveAccessibleDescription('Enter the name'));
    const sent = api.requests.find((request) => request.method === 'PUT')!.json as { patients: unknown[] };
    expect(sent.patients).toHaveLength(2);
    expect(sent.patients[1]).toMatchObject({ author: '', text: 'Kind staff.', rating: 5, verified: false });
  });
});

describe('Site content: figures, review summaries and the other doctors', () => {
  it('saves the treatment pages’ figures as typed and tells where each stands', async () => {
    const api = fakeApi({
      'GET /admin/content/figures': { status: 200, body: { success: true, item: builtInFigures, version: 0 } },
      'GET /admin/content/figures/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/figures': (request) => ({ status: 200, body: { success: true, item: request.json, version: 1 } }),
    });
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Figures and counters' }));
    const first = await screen.findByRole('group', { name: 'Treatment pages, figure 1' });
    expect(within(first).getByText('The page shows: 25+ Certified')).toBeInTheDocument();
    fireEvent.change(within(first).getByLabelText('Number'), { target: { value: '4' } });
    fireEvent.change(within(first).getByLabelText('Label'), { target: { value: 'Dermatologists' } });
    expect(within(first).getByText('The page shows: 4+ Dermatologists')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    const sent = api.requests.find((request) => request.method === 'PUT')!.json as typeof builtInFigures & { version: number };
    expect(sent.servicePages[0]).toEqual({ value: 4, label: 'Dermatologists' });
    expect(sent.wellness).toEqual(builtInFigures.wellness);
    expect(sent.version).toBe(0);
  });

  it('keeps a rating’s decimal while it is typed, and sends an emptied rating as none', async () => {
    const api = fakeApi({
      'GET /admin/content/review-summaries': { status: 200, body: { success: true, item: builtInReviewSummaries, version: 0 } },
      'GET /admin/content/review-summaries/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/review-summaries': (request) => ({ status: 200, body: { success: true, item: request.json, version: 1 } }),
    });
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Review summaries' }));
    const search = await screen.findByRole('group', { name: 'Above the reviews carousel' });
    const rating = within(search).getByLabelText('Rating');
    fireEvent.change(rating, { target: { value: '4.' } });
    expect(rating).toHaveValue('4.');
    fireEvent.change(rating, { target: { value: '4.7' } });
    fireEvent.change(within(search).getByLabelText('Link to the reviews'), { target: { value: 'https://g.page/r/aura/review' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'Directory block' })).getByLabelText('Rating'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await settle();
    const sent = api.requests.find((request) => request.method === 'PUT')!.json as typeof builtInReviewSummaries;
    expect(sent.search).toMatchObject({ rating: 4.7, url: 'https://g.page/r/aura/review', source: 'Google' });
    expect(sent.directory.rating).toBeNull();
  });

  it('adds a second doctor, asking for the photo’s description only once a photo is uploaded', async () => {
    const api = fakeApi({
      'GET /admin/content/team': { status: 200, body: { success: true, item: builtInDoctorTeam, version: 0 } },
      'GET /admin/content/team/revisions': { status: 200, body: { success: true, items: [builtIn] } },
      'PUT /admin/content/team': { status: 400, body: { success: false, message: 'Enter the name', fields: { 'doctors.1.name': 'Enter the name' } } },
    });
    renderArea();
    fireEvent.click(screen.getByRole('button', { name: 'Other doctors' }));
    const homeopath = await screen.findByRole('group', { name: 'Doctor 2: Dr. Anil Deshpande' });
    expect(within(homeopath).getByLabelText('Photo')).toHaveValue('');
    expect(within(homeopath).queryByLabelText('Description of the photo')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add a doctor' }));
    const added = screen.getByRole('group', { name: 'Doctor 3' });
    fireEvent.change(within(added).getByLabelText('Title or speciality'), { target: { value: 'Consultant Trichologist' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(added).getByLabelText('Name')).toHaveAccessibleDescription('Enter the name'));
    const sent = api.requests.find((request) => request.method === 'PUT')!.json as typeof builtInDoctorTeam;
    expect(sent.doctors).toHaveLength(2);
    expect(sent.doctors[1]).toMatchObject({ name: '', title: 'Consultant Trichologist', photo: null });
  });
});
