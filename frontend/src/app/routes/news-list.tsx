import { clinic } from '../../content/clinic';
import { useAppointmentModal } from '../../lib/appointment-modal';
import { NewsHero } from '../../features/news/components/news-hero';
import { NewsList } from '../../features/news/components/news-list';
import { usePageMeta } from '../../components/page-meta';

export default function NewsListPage() {
  usePageMeta({
    title: 'All News',
    description: `News, skin and hair care advice from the doctors of ${clinic.brandName}, ${clinic.city}.`,
    path: '/news',
  });
  const appointment = useAppointmentModal();
  return (
    <>
      <NewsHero
        eyebrow="Blogs"
        title="News and skin care insights"
        intro={`Advice from our dermatologists, treatment explainers and what is new at the clinic in ${clinic.city}.`}
      >
        <button type="button" className="btn btn-accent" onClick={() => appointment.open()}>
          Book an Appointment
        </button>
      </NewsHero>
      <NewsList />
    </>
  );
}
