import { privacyPage } from '../../content/privacy';
import { PrivacyNotice } from '../../features/privacy/components/privacy-notice';
import { usePageMeta } from '../../components/page-meta';

export default function PrivacyPage() {
  usePageMeta({ title: privacyPage.title, description: privacyPage.description, path: '/privacy' });
  return <PrivacyNotice notice={privacyPage} />;
}
