import { LoginPage } from '../../features/admin/components/login-page';
import { usePageMeta } from '../../components/page-meta';

export default function AdminLoginRoute() {
  usePageMeta({ title: 'Admin Login', description: 'Sign in to the clinic’s admin area.', noindex: true });
  return <LoginPage />;
}
