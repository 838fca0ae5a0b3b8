import { usePageMeta } from '../../lib/page-meta';

export default function AdminDashboardPage() {
  usePageMeta({ title: 'Admin Dashboard', description: 'Admin Dashboard at Aura Skin & Hair Clinic, Pune.', path: '/admin-dashboard' });
  return (
    <section className="container">
      <h1>Admin Dashboard</h1>
    </section>
  );
}
