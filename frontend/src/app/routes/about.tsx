import { aboutBanner, doctorProfile, experienceBlock, howWeWork, ourProcess, teamProfiles } from '../../content/about';
import { clinic } from '../../content/clinic';
import { useAppointmentModal } from '../../lib/appointment-modal';
import { AboutBanner } from '../../features/about/components/about-banner';
import { DoctorProfile } from '../../features/about/components/doctor-profile';
import { ExperienceBlock } from '../../features/about/components/experience-block';
import { HowWeWork } from '../../features/about/components/how-we-work';
import { OurProcess } from '../../features/about/components/our-process';
import { absoluteUrl, usePageMeta } from '../../components/page-meta';
import { team } from '../../content/team';

/** Each doctor as schema.org's Physician at the clinic's address: the lead doctor first. */
function physiciansJsonLd() {
  const atClinic = { url: absoluteUrl('/about'), telephone: clinic.phone.tel, address: clinic.address.schemaOrg };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: clinic.doctor.name,
      description: `${clinic.doctor.title}, ${clinic.doctor.qualifications}`,
      medicalSpecialty: 'Dermatology',
      ...atClinic,
    },
    ...team.doctors.map((member) => ({
      '@context': 'https://schema.org',
      '@type': 'Physician',
      name: member.name,
      description: [member.title, member.qualifications].filter(Boolean).join(', '),
      ...atClinic,
    })),
  ];
}

export default function AboutPage() {
  const appointment = useAppointmentModal();
  usePageMeta({
    title: aboutBanner.title,
    description: `Meet ${clinic.doctor.name}, ${clinic.doctor.qualifications}, and the team of ${clinic.brandName} in ${clinic.address.locality}, ${clinic.city}: how we care for your skin and hair, from consultation to follow-up.`,
    path: '/about',
    jsonLd: physiciansJsonLd(),
  });
  return (
    <>
      <AboutBanner banner={aboutBanner} />
      <DoctorProfile doctor={doctorProfile} />
      {teamProfiles.map((profile, index) => (
        <DoctorProfile key={profile.name} doctor={profile} headingId={`doctor-name-${index + 2}`} first={false} />
      ))}
      <OurProcess process={ourProcess} />
      <HowWeWork work={howWeWork} />
      <ExperienceBlock experience={experienceBlock} onBook={() => appointment.open()} />
    </>
  );
}
