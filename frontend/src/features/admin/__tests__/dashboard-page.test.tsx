import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toast, ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anArticle } from '../../../testing/articles';
import { fakeApi, settle } from '../../../testing/fake-api';
import { rememberSignIn, seemsSignedIn } from '../admin-session';
import { builtInClinicFacts } from '../../../content/clinic-facts';
import { DashboardPage } from '../components/dashboard-page';
import { UNSAVED_CHANGES_QUESTION } from '../leave-guard';

const profileOf = (role: string, extra: object = {}) => ({
  status: 200,
  body: { success: true, username: 'admin', role, twoFactor: false, mustChangePassword: false, message: 'Profile loaded', ...extra },
});
const profile = profileOf('owner');
const noEnquiries = { status: 200, body: { success: true, items: [], total: 0, page: 1, pageSize: 1, counts: { new: 3 } } };
const waiting = { status: 200, body: { success: true, enquiries: 1, appointments: 1, dataRequests: 1, total: 3 } };
const articles = (count: number) => ({
  status: 200,
  body: { success: true, items: Array.from({ length: count }, (_, index) => anArticle({ slug: `article-${index + 1}`, title: `Article number ${index + 1}` })) },
});

function renderDashboard(at = '/admin-dashboard') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/admin-dashboard/*" element={<DashboardPage />} />
        <Route path="/admin-login" element={<h1>Sign-in page</h1>} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
}

/** jsdom runs no CSS animations: end them, so dismissed toasts leave the page as in a browser. */
async function waitForToastToLeave(text: string | RegExp) {
  await waitFor(() => {
    document.querySelectorAll('.Toastify__toast').forEach((node) => fireEvent.animationEnd(node));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('DashboardPage: each role sees its own sections', () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''));

  it('the owner sees every section, staff and the audit log included', async () => {
    fakeApi({ 'GET /admin/profile': profile, 'GET /news': articles(0), 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    await settle();
    expect(tabNames()).toEqual(['News', 'Newsletters', 'Enquiries', 'Agenda', 'Subscribers', 'Patients’ data', 'Site content', 'Staff', 'Audit log']);
  });

  it('reception sees enquiries, the agenda, subscribers and patients’ data, and opens on the enquiries', async () => {
    fakeApi({ 'GET /admin/profile': profileOf('reception'), 'GET /admin/enquiries': noEnquiries, 'GET /admin/waiting': waiting });
    renderDashboard();
    await settle();
    expect(tabNames()).toEqual(['Enquiries', 'Agenda', 'Subscribers', 'Patients’ data']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Enquiries');
    expect(screen.getByRole('button', { name: 'Waiting: 3 waiting: 1 enquiry, 1 appointment request, 1 data request' })).toHaveTextContent('Waiting 3');
  });

  it('an editor sees news, newsletters and site content, and never asks for enquiries', async () => {
    const api = fakeApi({ 'GET /admin/profile': profileOf('editor'), 'GET /news': articles(0) });
    renderDashboard();
    await settle();
    expect(tabNames()).toEqual(['News', 'Newsletters', 'Site content']);
    expect(screen.queryByRole('button', { name: /^Waiting/ })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path.startsWith('/admin/enquiries') || request.path === '/admin/waiting')).toBe(false);
  });

  it('an account on a one-time password is asked to choose its own before anything else', async () => {
    fakeApi({ 'GET /admin/profile': profileOf('owner', { mustChangePassword: true }), 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    await settle();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'News' })).not.toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Manage Account' });
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Change Password']);
    expect(dialog).toHaveTextContent('You signed in with a one-time password. Type it as the current password, then choose your own to continue.');
  });
});

describe('DashboardPage: the session', () => {
  it('waits for the server, then shows the header with the username and the count of what waits for an answer', async () => {
    fakeApi({ 'GET /admin/profile': profile, 'GET /news': articles(2), 'GET /admin/enquiries': noEnquiries, 'GET /admin/waiting': waiting });
    renderDashboard();
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as', { exact: false })).toHaveTextContent('Signed in as admin');
    expect(screen.getByRole('button', { name: /^Waiting: 3 waiting/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to the sign-in page with a toast', async () => {
    fakeApi({ 'GET /admin/profile': { status: 401, body: { success: false, message: 'Please sign in to continue.' } }, 'GET /admin/enquiries': { status: 401 } });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    // Several calls failing together still give one toast.
    expect(screen.getAllByText('Your session has ended. Please sign in again.')).toHaveLength(1);
  });

  it('sends the admin to the sign-in page when the session ends later (any 401)', async () => {
    rememberSignIn('admin');
    const api = fakeApi({ 'GET /admin/profile': profile, 'GET /news': articles(1), 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    await settle();
    api.on('DELETE /news/article-1', { status: 401, body: { success: false, message: 'Please sign in to continue.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete "Article number 1"' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(seemsSignedIn()).toBe(false);
  });

  it("keeps a signed-in admin on the dashboard with the server's message, or 'Failed to load profile', when the profile cannot be loaded", async () => {
    rememberSignIn('admin', 'owner');
    fakeApi({ 'GET /admin/profile': { status: 500, body: { success: false, message: 'Database unavailable' } }, 'GET /news': articles(0), 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    cleanup();
    toast.dismiss();

    fakeApi({ 'GET /admin/profile': 'offline', 'GET /news': articles(0), 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(seemsSignedIn()).toBe(true);
  });

  it('draws no section before the server names the role: a fresh sign-in whose profile fails shows the message alone', async () => {
    rememberSignIn();
    fakeApi({ 'GET /admin/profile': { status: 500, body: { success: false, message: 'Database unavailable' } } });
    renderDashboard();
    expect(await screen.findByText('Database unavailable', { selector: 'main p' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('sends a visitor without the sign-in flag to the sign-in page when the profile check fails (network error)', async () => {
    fakeApi({ 'GET /admin/profile': 'offline', 'GET /news': articles(0), 'GET /admin/enquiries': 'offline' });
    renderDashboard();
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it("sends a visitor without the sign-in flag to the sign-in page when the server cannot check the session", async () => {
    fakeApi({ 'GET /admin/profile': { status: 503, body: { success: false, message: 'Database unavailable' } }, 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  });

  it('logs out on the server and returns to the sign-in page, even if the server does not answer', async () => {
    rememberSignIn('admin');
    const api = fakeApi({ 'GET /admin/profile': profile, 'GET /news': articles(0), 'GET /admin/enquiries': noEnquiries, 'POST /admin-logout': 'offline' });
    renderDashboard();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST' && request.path === '/admin-logout')).toBe(true);
    expect(seemsSignedIn()).toBe(false);
  });
});

describe('DashboardPage: news articles', () => {
  it('lists articles with date and time, five per page, with pagination only beyond five', async () => {
    fakeApi({ 'GET /admin/profile': profile, 'GET /news': articles(6), 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    await settle();
    const list = () => within(screen.getByRole('region', { name: 'News Articles' }));
    expect(list().getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Article number 1',
      'Article number 2',
      'Article number 3',
      'Article number 4',
      'Article number 5',
    ]);
    const when = new Date('2026-11-22T09:35:00.000Z');
    const hour = when.getHours() % 12 || 12;
    expect(list().getAllByText(`22 Nov 2026, ${hour}:35 ${when.getHours() < 12 ? 'am' : 'pm'}`).length).toBe(5);
    expect(screen.getByText('Showing 1 to 5 of 6 articles')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6 to 6 of 6 articles')).toBeInTheDocument();
    expect(list().getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Article number 6']);
  });

  it('shows no pagination with five articles or fewer', async () => {
    fakeApi({ 'GET /admin/profile': profile, 'GET /news': articles(5), 'GET /admin/enquiries': noEnquiries });
    renderDashboard();
    await settle();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('deletes through one confirmation toast that waits for an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      'GET /admin/profile': profile,
      'GET /news': [articles(2), articles(1)],
      'GET /admin/enquiries': noEnquiries,
      'DELETE /news/article-2': { status: 200, body: { success: true, message: 'News article deleted successfully' } },
    });
    renderDashboard();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete "Article number 1"' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete "Article number 2"' }));
    await screen.findByText('Delete "Article number 2"? This cannot be undone.');
    await waitForToastToLeave('Delete "Article number 1"? This cannot be undone.');
    // It does not go away by itself.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(screen.getByText('Delete "Article number 2"? This cannot be undone.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('News article deleted successfully')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/news/article-2']);
    await waitFor(() => expect(screen.queryByText('Article number 2')).not.toBeInTheDocument());
    vi.useRealTimers();
  });

  it('cancels a deletion, and reports a failed one', async () => {
    const api = fakeApi({
      'GET /admin/profile': profile,
      'GET /news': articles(1),
      'GET /admin/enquiries': noEnquiries,
      'DELETE /news/article-1': [{ status: 404, body: { success: false, message: 'Article not found' } }, 'offline'],
    });
    renderDashboard();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Delete "Article number 1"' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitForToastToLeave(/This cannot be undone/);
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete "Article number 1"' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
    await waitForToastToLeave(/This cannot be undone/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete "Article number 1"' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
  });

  it('opens the form from Add New News and Edit, and returns to page 1 of a fresh list after saving', async () => {
    const api = fakeApi({
      'GET /admin/profile': profile,
      'GET /news': [articles(7), articles(8)],
      'GET /admin/enquiries': noEnquiries,
      'PUT /news/article-6': { status: 200, body: { success: true, message: 'News article updated successfully' } },
    });
    renderDashboard();
    await settle();
    const add = screen.getByRole('button', { name: 'Add New News' });
    // Its plus sign is decoration: the words are the whole of what it says.
    expect(add).toHaveTextContent(/^Add New News$/);
    fireEvent.click(add);
    expect(screen.getByRole('heading', { name: 'Add New News' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' })[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit "Article number 6"' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Article number 6');
    fireEvent.click(screen.getByRole('button', { name: 'Update News' }));
    expect(await screen.findByText('News article updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 5 of 8 articles')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path === '/news')).toHaveLength(2);
  });
});

describe('DashboardPage: addresses, and edits never lost', () => {
  const clinicRoutes = {
    'GET /admin/profile': profile,
    'GET /admin/waiting': waiting,
    'GET /admin/content/clinic': { status: 200, body: { success: true, item: builtInClinicFacts, version: 0 } },
    'GET /admin/content/clinic/revisions': { status: 200, body: { success: true, items: [] } },
    'GET /news': articles(2),
  };

  it('opens the section and the item its address names, as after a refresh', async () => {
    fakeApi(clinicRoutes);
    renderDashboard('/admin-dashboard/news/article-2');
    await settle();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Edit News' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Article number 2');
  });

  it('asks before a section change would lose an edit, and stays when told to', async () => {
    fakeApi(clinicRoutes);
    const answers: boolean[] = [false, true];
    const confirm = vi.fn(() => answers.shift() ?? true);
    vi.stubGlobal('confirm', confirm);
    renderDashboard('/admin-dashboard/content/clinic');
    await settle();
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '+91 20 4000 1234' } });

    // Closing or reloading the page asks the browser's own question.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION);
    expect(screen.getByLabelText('Phone number')).toHaveValue('+91 20 4000 1234');
    expect(screen.getByRole('tab', { name: 'Site content' })).toHaveAttribute('aria-selected', 'true');

    // Told to leave: the other section opens, and nothing is held any more.
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    await settle();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('leaves without a question when nothing was changed', async () => {
    fakeApi(clinicRoutes);
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    renderDashboard('/admin-dashboard/content/clinic');
    await settle();
    await screen.findByLabelText('Phone number');
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    await settle();
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  });
});
