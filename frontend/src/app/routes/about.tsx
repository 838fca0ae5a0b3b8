import { aboutBanner, doctorProfile, experienceBlock, howWeWork, ourProcess } from '../../content/about';
import { clinic } from '../../content/clinic';
import { useAppointmentModal } from '../../lib/appointment-modal';
import { AboutBanner } from '../../features/about/components/about-banner';
import { DoctorProfile } from '../../features/about/components/doctor-profile';
import { ExperienceBlock } from '../../features/about/components/experience-block';
import { HowWeWork } from '../../features/about/components/how-we-work';
import { OurProcess } from '../../features/about/components/our-process';
import { absoluteUrl, usePageMeta } from '../../components/page-meta';

export default function AboutPage() {
  const appointment = useAppointmentModal();
  usePageMeta({
    title: aboutBanner.title,
    description: `Meet ${clinic.doctor.name}, ${clinic.doctor.qualifications}, and the team of ${clinic.brandName} in ${clinic.address.locality}, ${clinic.city}: how we care for your skin and hair, from consultation to follow-up.`,
    path: '/about',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: clinic.doctor.name,
      description: `${clinic.doctor.title}, ${clinic.doctor.qualifications}`,
      medicalSpecialty: 'Dermatology',
      url: absoluteUrl('/about'),
      telephone: clinic.phone.tel,
      address: clinic.address.schemaOrg,
    },
  });
  return (
    <>
      <AboutBanner banner={aboutBanner} />
      <DoctorProfile doctor={doctorProfile} />
      <OurProcess process={ourProcess} />
      <HowWeWork work={howWeWork} />
      <ExperienceBlock experience={experienceBlock} onBook={() => appointment.open()} />
    </>
  );
}
