import { useState } from 'react';
import { usePageMeta } from '../../components/page-meta';
import { AppointmentForm } from '../../components/enquiry-forms/appointment-form';
import { clinic } from '../../content/clinic';
import { AppointmentConfirmation } from '../../features/appointments/components/appointment-confirmation';
import { requestedVisit, type RequestedVisit } from '../../features/appointments/requested-visit';
import styles from './standalone-page.module.css';

/**
 * The appointment form as a page of its own: where every booking button leads when the page's
 * scripts never run (the buttons are links here, and open the dialog once the scripts do). It
 * works without them: the browser sends it as a plain form and the API answers with its
 * thank-you page, or with the form again offering the open times of the day asked. With them, the
 * request's confirmation stands above the cleared form.
 */
export default function BookAppointmentPage() {
  usePageMeta({
    title: 'Book an Appointment',
    description: `Ask ${clinic.brandName} for an appointment: tell us when suits you and our team will call to confirm.`,
    path: '/book-appointment',
  });
  const [visit, setVisit] = useState<RequestedVisit | null>(null);
  return (
    <section className="section" aria-labelledby="book-heading">
      <div className={`container ${styles.page}`}>
        <div className={`card ${styles.card}`}>
          <h1 id="book-heading">Book an Appointment</h1>
          <p>Tell us when suits you and our team will call to confirm. {clinic.hours.lines.join(', ')}.</p>
          {visit && <AppointmentConfirmation key={visit.uid} visit={visit} onClose={() => setVisit(null)} />}
          <AppointmentForm onSent={(request, timing) => setVisit(requestedVisit(request, timing, clinic))} />
        </div>
      </div>
    </section>
  );
}
