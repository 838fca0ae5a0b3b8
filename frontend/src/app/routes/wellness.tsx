import { clinic } from '../../content/clinic';
import { figures } from '../../content/figures';
import { wellnessPage } from '../../content/wellness';
import { useAppointmentModal } from '../../lib/appointment-modal';
import { WellnessCallToAction, WellnessCards, WellnessCounters, WellnessHero } from '../../features/wellness/components/wellness-sections';
import { usePageMeta } from '../../components/page-meta';

export default function WellnessPage() {
  const appointment = useAppointmentModal();
  usePageMeta({
    title: 'Wellness',
    description: `Skin and hair wellness plans at ${clinic.brandName}, ${clinic.city}: skin nutrition, maintenance rituals and progress tracking with our dermatologist. Your first assessment is free.`,
    path: '/wellness',
  });
  const book = () => appointment.open();
  return (
    <>
      <WellnessHero hero={wellnessPage.hero} onStartPlan={book} />
      <WellnessCards heading={wellnessPage.cardsHeading} cards={wellnessPage.cards} />
      <WellnessCounters counters={figures.wellness} />
      <WellnessCallToAction cta={wellnessPage.cta} onBook={book} />
    </>
  );
}
