import { clinic } from '../../content/clinic';
import { CareBand } from '../../features/home/components/care-band';
import { ConsultationBanner } from '../../features/home/components/consultation-banner';
import { FaqSection } from '../../features/home/components/faq-section';
import { HeroSlider } from '../../features/home/components/hero-slider';
import { NewsletterSection } from '../../features/home/components/newsletter-section';
import { ServiceGrid } from '../../features/home/components/service-grid';
import { homeFaq } from '../../content/faq';
import { usePageMeta } from '../../components/page-meta';
import { SITE_URL } from '../../config/site';
import { sectionOnView } from '../../components/ui/section-on-view';

// Sections below the first screen with nothing to tap but links (which work before hydration) or
// carousels: prerendered in full, their code fetched and hydrated when the visitor scrolls near
// them. Sections whose buttons open the appointment dialog, the FAQ and the newsletter form
// hydrate with the page, so a tap on them is never lost.
const AboutTeaser = sectionOnView('about-teaser', () => import('../../features/home/components/about-teaser').then((module) => module.AboutTeaser));
const FounderMessage = sectionOnView('founder-message', () => import('../../features/home/components/founder-message').then((module) => module.FounderMessage));
const WhyChoose = sectionOnView('why-choose', () => import('../../features/home/components/why-choose').then((module) => module.WhyChoose));
const ExperienceCounter = sectionOnView('experience-counter', () => import('../../features/home/components/experience-counter').then((module) => module.ExperienceCounter));
const LatestNews = sectionOnView('latest-news', () => import('../../features/home/components/latest-news').then((module) => module.LatestNews));
const DirectoryReviews = sectionOnView('directory-reviews', () => import('../../features/home/components/directory-reviews').then((module) => module.DirectoryReviews));
const GalleryTeaser = sectionOnView('gallery-teaser', () => import('../../features/home/components/gallery-teaser').then((module) => module.GalleryTeaser));
const Reels = sectionOnView('reels', () => import('../../features/home/components/reels').then((module) => module.Reels));
const SearchReviews = sectionOnView('search-reviews', () => import('../../features/home/components/search-reviews').then((module) => module.SearchReviews));
const ShortVideos = sectionOnView('short-videos', () => import('../../features/home/components/short-videos').then((module) => module.ShortVideos));
const Testimonials = sectionOnView('testimonials-patients', () => import('../../features/home/components/testimonials').then((module) => module.Testimonials));

/** schema.org description of the clinic, for search engines. */
const clinicJsonLd = [
  {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: clinic.brandName,
    description: clinic.tagline,
    url: `${SITE_URL}/`,
    logo: `${SITE_URL}/brand/logo.svg`,
    image: `${SITE_URL}/brand/og-default.jpg`,
    telephone: clinic.phone.tel,
    email: clinic.email,
    medicalSpecialty: 'Dermatology',
    address: clinic.address.schemaOrg,
    openingHours: clinic.hours.schemaOrg,
    sameAs: clinic.social.map((link) => link.url),
  },
  {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: homeFaq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  },
];

/** The home page: every section in the spec's order (header, footer and the appointment dialog come from the layout). */
export default function HomePage() {
  usePageMeta({
    title: `${clinic.brandName}, ${clinic.city}: skin, hair and cosmetology`,
    description: `Dermatologist-led skin, hair and cosmetology treatments in ${clinic.city}. ${clinic.tagline}.`,
    path: '/',
    jsonLd: clinicJsonLd,
  });
  return (
    <>
      <HeroSlider />
      <CareBand />
      <ServiceGrid />
      <AboutTeaser />
      <FounderMessage />
      <WhyChoose />
      <SearchReviews />
      <DirectoryReviews />
      <ExperienceCounter />
      <GalleryTeaser />
      <ConsultationBanner />
      <Reels />
      <ShortVideos />
      <Testimonials />
      <FaqSection />
      <LatestNews />
      <NewsletterSection />
    </>
  );
}
