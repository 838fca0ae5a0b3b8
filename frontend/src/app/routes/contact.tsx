import { clinic } from '../../content/clinic';
import { contactPage } from '../../content/contact';
import { ClinicMap } from '../../features/contact/components/clinic-map';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { ContactHero } from '../../features/contact/components/contact-hero';
import styles from '../../features/contact/components/contact.module.css';
import { ContactForm } from '../../components/enquiry-forms/contact-form';
import { absoluteUrl, usePageMeta } from '../../components/page-meta';

export default function ContactPage() {
  usePageMeta({
    title: contactPage.hero.title,
    description: `Contact ${clinic.brandName}, ${clinic.address.oneLine}. Call ${clinic.phone.display}, e-mail ${clinic.email} or send us a message. Open ${clinic.hours.oneLine}.`,
    path: '/contact',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      name: clinic.brandName,
      url: absoluteUrl('/'),
      telephone: clinic.phone.tel,
      email: clinic.email,
      medicalSpecialty: 'Dermatology',
      openingHours: clinic.hours.schemaOrg,
      hasMap: clinic.googleMapsLink,
      address: clinic.address.schemaOrg,
    },
  });
  const { hero, getInTouch, map } = contactPage;
  return (
    <>
      <ContactHero title={hero.title} text={hero.text} image={hero.image} />
      <section className="section" aria-labelledby="get-in-touch">
        <div className={`container ${styles.layout}`}>
          <div className={styles.intro}>
            <span className="eyebrow">{getInTouch.eyebrow}</span>
            <h2 id="get-in-touch">{getInTouch.heading}</h2>
            <p>{getInTouch.text}</p>
            <ContactDetails clinic={clinic} />
          </div>
          <div className={`card ${styles.formCard}`}>
            <ContactForm />
          </div>
        </div>
      </section>
      <section className="section section--sand" aria-labelledby="visit-our-clinic">
        <div className="container">
          <header className="section-head">
            <h2 id="visit-our-clinic">{map.heading}</h2>
            <p>{map.text}</p>
          </header>
          <ClinicMap
            embedUrl={clinic.googleMapsEmbedUrl}
            mapsLink={clinic.googleMapsLink}
            addressLines={clinic.address.lines}
            frameTitle={map.frameTitle}
            showLabel={map.showLabel}
            openLabel={map.openLabel}
            notice={map.notice}
          />
        </div>
      </section>
    </>
  );
}
