import { dashboardPath } from '../dashboard-address';
import { useDashboardAddress } from '../dashboard-location';
import { useGuardedNavigate } from '../leave-guard';
import { BookingRulesForm } from './booking-rules-form';
import { ClinicFactsForm } from './clinic-facts-form';
import { DoctorForm } from './doctor-form';
import { HeroSlidesForm } from './hero-slides-form';
import { GalleryForm } from './gallery-form';
import { FiguresForm } from './figures-form';
import { ReviewSummariesForm } from './review-summaries-form';
import { TeamForm } from './team-form';
import { HomeFaqForm } from './home-faq-form';
import { MessageWordingForm } from './message-wording-form';
import { TestimonialsForm } from './testimonials-form';
import { TreatmentsEditor } from './treatments-editor';
import styles from './site-content.module.css';

type Section = 'clinic' | 'booking' | 'messages' | 'doctor' | 'team' | 'treatments' | 'hero' | 'faq' | 'testimonials' | 'review-summaries' | 'figures' | 'gallery';
const SECTIONS: Array<{ id: Section; label: string }> = [
  { id: 'clinic', label: 'Clinic details' },
  { id: 'booking', label: 'Appointment times' },
  { id: 'messages', label: 'WhatsApp and SMS' },
  { id: 'doctor', label: 'Lead doctor' },
  { id: 'team', label: 'Other doctors' },
  { id: 'treatments', label: 'Treatments' },
  { id: 'hero', label: 'Home page slides' },
  { id: 'faq', label: 'Home page FAQ' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'review-summaries', label: 'Review summaries' },
  { id: 'figures', label: 'Figures and counters' },
  { id: 'gallery', label: 'Gallery' },
];

/**
 * "Site content": what the clinic changes on its own site. Each save is published as the site's
 * pages within seconds, and every item keeps its history.
 */
export function SiteContent() {
  const [part, item] = useDashboardAddress().rest;
  const section = SECTIONS.find((entry) => entry.id === part)?.id ?? 'clinic';
  const go = useGuardedNavigate();
  const setSection = (id: Section) => go(dashboardPath('content', id));
  return (
    <div className={styles.area}>
      <nav aria-label="Site content" className={styles.sections}>
        {SECTIONS.map(({ id, label }) => (
          <button key={id} type="button" className={styles.section} aria-current={section === id ? 'page' : undefined} onClick={() => setSection(id)}>
            {label}
          </button>
        ))}
      </nav>
      {section === 'clinic' && <ClinicFactsForm />}
      {section === 'booking' && <BookingRulesForm />}
      {section === 'messages' && <MessageWordingForm />}
      {section === 'treatments' && <TreatmentsEditor item={item} />}
      {section === 'hero' && <HeroSlidesForm />}
      {section === 'faq' && <HomeFaqForm />}
      {section === 'doctor' && <DoctorForm />}
      {section === 'testimonials' && <TestimonialsForm />}
      {section === 'gallery' && <GalleryForm />}
      {section === 'team' && <TeamForm />}
      {section === 'review-summaries' && <ReviewSummariesForm />}
      {section === 'figures' && <FiguresForm />}
    </div>
  );
}
