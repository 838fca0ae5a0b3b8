import { usePageMeta } from '../../lib/page-meta';

export default function AdminLoginPage() {
  usePageMeta({ title: 'Admin Login', description: 'Admin Login at Aura Skin & Hair Clinic, Pune.', path: '/admin-login' });
  return (
    <section className="container">
      <h1>Admin Login</h1>
    </section>
  );
}
