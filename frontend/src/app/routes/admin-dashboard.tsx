import { DashboardPage } from '../../features/admin/components/dashboard-page';
import { usePageMeta } from '../../components/page-meta';

export default function AdminDashboardRoute() {
  usePageMeta({ title: 'Admin Dashboard', description: 'News articles, enquiries and the admin account.', noindex: true });
  return <DashboardPage />;
}
