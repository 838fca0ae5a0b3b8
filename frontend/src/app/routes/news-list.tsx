import { clinic } from '../../content/clinic';
import { NewsHero } from '../../features/news/components/news-hero';
import { NewsList } from '../../features/news/components/news-list';
import { usePageMeta } from '../../components/page-meta';
import { BookingButton } from '../../components/ui/booking-button';

export default function NewsListPage() {
  usePageMeta({
    title: 'All News',
    description: `News, skin and hair care advice from the doctors of ${clinic.brandName}, ${clinic.city}.`,
    path: '/news',
  });
  return (
    <>
      <NewsHero
        eyebrow="Blogs"
        title="News and skin care insights"
        intro={`Advice from our dermatologists, treatment explainers and what is new at the clinic in ${clinic.city}.`}
      >
        <BookingButton className="btn btn-accent">Book an Appointment</BookingButton>
      </NewsHero>
      <NewsList />
    </>
  );
}
