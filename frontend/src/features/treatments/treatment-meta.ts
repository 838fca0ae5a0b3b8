import { clinic } from '../../content/clinic';
import { largestImagePath, treatmentPicture } from '../../content/site-image';
import { treatmentProcedures } from '../../content/treatments/procedures';
import { treatmentPath } from '../../content/treatments';
import { servicePage } from '../../content/treatments/service-page';
import type { TreatmentSummary } from '../../content/types';
import { SITE_URL } from '../../config/site';
import { absoluteUrl, DEFAULT_OG_IMAGE, type PageMeta } from '../../components/page-meta';
import { priceText } from '../../content/treatments/treatment-price';

/** The largest WebP of the treatment's picture, for link previews. */
export function treatmentShareImage(treatment: TreatmentSummary): string {
  return largestImagePath(treatmentPicture(treatment.image)) ?? DEFAULT_OG_IMAGE;
}

/** The clinic as the provider of a treatment, in schema.org terms. */
export function clinicJsonLd() {
  return {
    '@type': 'MedicalClinic',
    name: clinic.brandName,
    url: `${SITE_URL}/`,
    telephone: clinic.phone.tel,
    email: clinic.email,
    medicalSpecialty: 'https://schema.org/Dermatology',
    address: clinic.address.schemaOrg,
  };
}

function offerJsonLd(treatment: TreatmentSummary, url: string) {
  const { price } = treatment;
  if (!price) return undefined;
  return {
    '@type': 'Offer',
    url,
    price: price.amount,
    priceCurrency: 'INR',
    description: priceText(price),
    // A 'starting' price is the lowest a plan costs, not the price of every plan.
    ...(price.note === 'starting' && {
      priceSpecification: { '@type': 'PriceSpecification', minPrice: price.amount, priceCurrency: 'INR' },
    }),
  };
}

/** schema.org data of a treatment page: the procedure (or service) with its provider and offer, and the breadcrumb. */
export function treatmentJsonLd(treatment: TreatmentSummary): object[] {
  const url = absoluteUrl(treatmentPath(treatment.id));
  const procedure = treatmentProcedures[treatment.id] ?? { schemaType: 'MedicalProcedure' };
  const offer = offerJsonLd(treatment, url);
  const entity = {
    '@context': 'https://schema.org',
    '@type': procedure.schemaType,
    name: treatment.title,
    description: treatment.short,
    url,
    image: absoluteUrl(treatmentShareImage(treatment)),
    ...(procedure.schemaType === 'Service'
      ? { serviceType: treatment.group, areaServed: { '@type': 'City', name: clinic.city } }
      : {}),
    ...(procedure.procedureType && { procedureType: `https://schema.org/${procedure.procedureType}` }),
    ...(procedure.bodyLocation && { bodyLocation: procedure.bodyLocation }),
    ...(procedure.medicineSystem && { medicineSystem: `https://schema.org/${procedure.medicineSystem}` }),
    provider: clinicJsonLd(),
    ...(offer && { offers: offer }),
  };
  // Only the crumbs that are pages of their own: the category and sub-group have no page to link.
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: servicePage.breadcrumbHome, item: `${SITE_URL}/` },
      { '@type': 'ListItem', position: 2, name: treatment.title, item: url },
    ],
  };
  return [entity, breadcrumb];
}

/** Title, description, canonical address, share image and structured data of a treatment page. */
export function treatmentPageMeta(treatment: TreatmentSummary): PageMeta {
  return {
    title: `${treatment.title} in ${clinic.city}`,
    description: `${treatment.short} ${priceText(treatment.price)} at ${clinic.brandName}, ${clinic.city}.`,
    path: treatmentPath(treatment.id),
    image: treatmentShareImage(treatment),
    jsonLd: treatmentJsonLd(treatment),
  };
}
