import { describe, expect, it } from 'vitest';
import { clinic } from '../../../content/clinic';
import { findTreatment, treatments } from '../../../content/treatments';
import { renderHead } from '../../../components/page-meta';
import { treatmentPageMeta } from '../treatment-meta';

const meta = (id: string) => treatmentPageMeta(findTreatment(id)!);
type JsonLd = Record<string, any>;
const entityOf = (id: string) => (meta(id).jsonLd as JsonLd[])[0];
const breadcrumbOf = (id: string) => (meta(id).jsonLd as JsonLd[])[1];

describe('treatment page meta', () => {
  it('titles the page after the treatment and the city, and describes it with its short line and price', () => {
    const hydrafacial = meta('hydrafacial');
    expect(hydrafacial.title).toBe('HydraFacial in Pune');
    expect(hydrafacial.description).toBe(
      `${findTreatment('hydrafacial')!.short} Price on consultation at ${clinic.brandName}, ${clinic.city}.`,
    );
    expect(meta('hair-transplant').description).toContain('Starting from ₹60,000 at');
    expect(meta('botox-treatment').description).toContain('₹12,000 per area at');
  });

  it('gives every page its own canonical address and its artwork’s largest WebP as the share image', () => {
    for (const treatment of treatments) {
      const { path, image, noindex } = treatmentPageMeta(treatment);
      expect(path).toBe(`/service/${treatment.id}`);
      expect(image).toMatch(new RegExp(`^/images/treatments/${treatment.image}-\\d+\\.webp$`));
      expect(noindex).toBeUndefined();
    }
  });

  it('describes a medical treatment as a MedicalProcedure offered by the clinic, priced in rupees', () => {
    const botox = entityOf('botox-treatment');
    expect(botox).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalProcedure',
      name: 'Botox Treatment',
      url: 'http://localhost:8080/service/botox-treatment',
      procedureType: 'https://schema.org/PercutaneousProcedure',
      bodyLocation: 'Face',
      offers: { '@type': 'Offer', price: 12000, priceCurrency: 'INR', description: '₹12,000 per area' },
      provider: {
        '@type': 'MedicalClinic',
        name: clinic.brandName,
        telephone: clinic.phone.tel,
        url: 'http://localhost:8080/',
        address: { '@type': 'PostalAddress', addressLocality: 'Pune', postalCode: clinic.address.postalCode, addressCountry: 'IN' },
      },
    });
    expect(botox.image).toMatch(/^http:\/\/localhost:8080\/images\/treatments\/botox-treatment-\d+\.webp$/);
  });

  it('describes cosmetic care such as a manicure as a Service', () => {
    expect(entityOf('manicure')).toMatchObject({ '@type': 'Service', offers: { price: 800, priceCurrency: 'INR' } });
    expect(entityOf('manicure').procedureType).toBeUndefined();
  });

  it('marks a starting price as the lowest price, and leaves out the offer where no price is published', () => {
    expect(entityOf('hair-transplant').offers).toMatchObject({
      price: 60000,
      priceCurrency: 'INR',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 60000, priceCurrency: 'INR' },
    });
    expect(entityOf('hydrafacial').offers).toBeUndefined();
  });

  it('marks the homeopathic consultations as homeopathic', () => {
    expect(entityOf('psoriasis').medicineSystem).toBe('https://schema.org/Homeopathic');
    expect(entityOf('scabies').medicineSystem).toBeUndefined();
  });

  it('adds a breadcrumb from the home page to the treatment', () => {
    expect(breadcrumbOf('hydrafacial')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:8080/' },
        { '@type': 'ListItem', position: 2, name: 'HydraFacial', item: 'http://localhost:8080/service/hydrafacial' },
      ],
    });
  });

  it('writes all of it into the page head', () => {
    const head = renderHead(meta('filler'));
    expect(head).toContain('<title>Dermal Fillers in Pune | Aura Skin &amp; Hair Clinic</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:8080/service/filler" data-page-meta>');
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/localhost:8080\/images\/treatments\/filler-\d+\.webp" data-page-meta>/);
    const data = JSON.parse(head.match(/<script type="application\/ld\+json" data-page-meta>(.*)<\/script>/)![1]);
    expect(data[0]).toMatchObject({ '@type': 'MedicalProcedure', offers: { price: 15000, priceCurrency: 'INR', description: '₹15,000 per syringe/area' } });
  });
});
