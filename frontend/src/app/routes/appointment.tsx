import { clinic } from '../../content/clinic';
import { MyAppointmentPage } from '../../features/appointments/components/my-appointment';
import { usePageMeta } from '../../components/page-meta';

/** The patient's own appointment, opened from the link in the clinic's mails. */
export default function AppointmentPage() {
  usePageMeta({ title: 'Your appointment', description: `Your appointment at ${clinic.brandName}: cancel it or ask for another time.`, path: '/appointment', noindex: true, noReferrer: true });
  return <MyAppointmentPage clinic={clinic} />;
}
