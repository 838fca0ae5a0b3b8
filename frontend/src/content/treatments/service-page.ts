/**
 * The fixed wording of every treatment page (/service/<id>): headings, labels and how the stats strip
 * counts (its figures are the clinic's, figures.ts). The treatment's own copy is in the
 * *-details.ts files (details.ts gathers them).
 */

export const servicePage = {
  /** The spec's fixed line under every treatment title. */
  intro: 'Professional skincare treatments for radiant and healthy skin',
  bookLabel: 'Book Appointment',
  priceLabel: 'Price',
  priceOnConsultation: 'Price on consultation',
  priceNote: 'Your exact plan and its cost are confirmed after your consultation.',
  overviewEyebrow: 'Overview',
  includedHeading: 'What’s included',
  excludedHeading: 'What’s not included',
  stats: {
    heading: 'Our clinic in numbers',
    durationMs: 1200,
    /** Fraction of the strip that must be visible before the counters start. */
    threshold: 0.3,
    suffix: '+',
  },
  benefits: {
    eyebrow: 'Key benefits',
    /** Followed by the treatment's title. */
    headingPrefix: 'Why patients choose',
    beforeLabel: 'Before',
    afterLabel: 'After',
    beforeAfterCaption:
      'Illustration, not a photograph of a patient: it shows the kind of change the treatment aims for. Results vary from person to person.',
    illustrationCaption: 'Illustration of the treatment, not a photograph of a patient.',
    /** Under a before/after photo the clinic uploaded. */
    beforeAfterPhotoCaption: 'Results vary from person to person.',
  },
  faq: {
    eyebrow: 'FAQ',
    heading: 'Frequently asked questions',
    callPrompt: 'Still have a question? Our team is happy to help.',
    callLabel: 'Call Now',
  },
  related: {
    heading: 'Related treatments',
    linkLabel: 'Learn more',
  },
  notFound: {
    heading: 'Service not found',
    text: 'We could not find this treatment. It may have been renamed or the link may be mistyped.',
    linkLabel: 'Back to home',
  },
  breadcrumbHome: 'Home',
};
