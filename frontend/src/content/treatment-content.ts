/**
 * Treatments as the admin edits them: a card's and a menu's facts and the page's copy in one
 * item, keyed by its URL id. The built-in ones come from the catalogue and its details; the
 * rules here are the ones the dashboard, the API and the published pages share.
 */
import { artwork } from './artwork';
import { FieldReader, type Parsed } from './field-reader';
import { isUploadedImage, readSiteImage, treatmentArtwork, type SiteImage, type UploadedImage } from './site-image';
import { treatmentDetails } from './treatments/details';
import { treatments } from './treatments/catalogue';
import { CATEGORIES, MAX_PRICE, PRICE_NOTES, TREATMENT_ID } from './treatment-rules';
import type { FaqItem, PriceNote, TreatmentCategory } from './types';

export interface TreatmentItem {
  /** URL id (/service/<id>): lower-case words joined by hyphens; fixed once the treatment exists. */
  id: string;
  title: string;
  short: string;
  category: TreatmentCategory;
  /** Sub-group of its category's menu, e.g. 'Laser & Energy'. */
  group: string;
  /** Whole rupees and how they are quoted, or null: 'Price on consultation'. */
  price: { amount: number; note: PriceNote } | null;
  /** Artwork name under /images/treatments/, or a photo the admin uploaded. */
  image: SiteImage;
  /** What an uploaded photo shows, as the clinic describes it (else the title stands for it). */
  imageAlt?: string;
  overview: { title: string; paragraphs: string[] };
  included: string[];
  excluded: string[];
  benefits: string[];
  faq: FaqItem[];
  /** Shows a before/after picture: the uploaded one, else the site's illustration of this treatment. */
  beforeAfter: boolean;
  /** A before/after photo the admin uploaded (null: the site's own illustration, where it has one). */
  beforeAfterImage: UploadedImage | null;
  /** What the uploaded before/after photo shows, as the clinic describes it (else a generic description). */
  beforeAfterAlt?: string;
  /** Hidden treatments leave the menus and the sitemap, and their page answers 'Service not found'. */
  hidden: boolean;
}

/** The treatments of this build, in menu order. */
export function builtInTreatments(): TreatmentItem[] {
  const details = new Map(treatmentDetails.map((detail) => [detail.id, detail]));
  return treatments.map((summary) => {
    const detail = details.get(summary.id);
    if (!detail) throw new Error(`Treatment ${summary.id} has no page copy`);
    return {
      id: summary.id,
      title: summary.title,
      short: summary.short,
      category: summary.category,
      group: summary.group,
      price: summary.price ? { amount: summary.price.amount, note: summary.price.note } : null,
      image: summary.image,
      overview: { title: detail.overview.title, paragraphs: [...detail.overview.paragraphs] },
      included: [...detail.included],
      excluded: [...detail.excluded],
      benefits: [...detail.benefits],
      faq: detail.faq.map(({ question, answer }) => ({ question, answer })),
      beforeAfter: detail.beforeAfter ?? false,
      beforeAfterImage: null,
      hidden: false,
    };
  });
}

/** Reads a treatment the admin sent; `id` is the one of the page being edited (a new one sends its own). */
export function parseTreatment(value: unknown, id?: string): Parsed<TreatmentItem> {
  const reader = new FieldReader(value);
  reader.only('', ['id', 'imageAlt', 'beforeAfterAlt', ...Object.keys(emptyTreatment)]);
  reader.only('overview', ['title', 'paragraphs']);
  reader.only('price', ['amount', 'note']);
  const sentId = id ?? reader.text('id', 'Page address', { max: 60 });
  if (!reader.problems.id && !TREATMENT_ID.test(sentId)) {
    reader.problems.id = 'Use lower-case letters, digits and hyphens for the page address, e.g. hydrafacial-glow';
  }
  const category = reader.raw('category');
  if (!CATEGORIES.includes(category as TreatmentCategory)) reader.problems.category = 'Choose Skin, Hair or Homeopathic';
  const item: TreatmentItem = {
    id: sentId,
    title: reader.text('title', 'Title', { max: 80 }),
    short: reader.text('short', 'Short description', { max: 160 }),
    category: category as TreatmentCategory,
    group: reader.text('group', 'Menu group', { max: 40 }),
    price: readPrice(reader),
    image: readSiteImage(reader, 'image', 'Image', (name) => TREATMENT_ID.test(name) && Boolean(artwork[treatmentArtwork(name)])),
    ...readImageAlt(reader),
    overview: {
      title: reader.text('overview.title', 'Overview title', { max: 120 }),
      paragraphs: reader.list('overview.paragraphs', 'Overview', { min: 1, max: 8, each: 2000 }),
    },
    included: reader.list('included', 'Included', { min: 1, max: 8, each: 200 }),
    excluded: reader.list('excluded', 'Not included', { min: 1, max: 8, each: 200 }),
    benefits: reader.list('benefits', 'Benefits', { min: 1, max: 6, each: 160 }),
    faq: readFaq(reader),
    beforeAfter: reader.flag('beforeAfter', 'Before and after image'),
    beforeAfterImage: readBeforeAfterImage(reader),
    ...readBeforeAfterAlt(reader),
    hidden: reader.flag('hidden', 'Hidden'),
  };
  if (item.beforeAfter && !item.beforeAfterImage && !reader.problems.id && !artwork[`before-after/${item.id}`]) {
    reader.problems.beforeAfter = 'Upload a before and after photo, or untick “Before and after image”';
  }
  return Object.keys(reader.problems).length > 0 ? { problems: reader.problems } : { item };
}

/** The description of an uploaded photo, when the staff typed one (without, the page says the treatment's title). */
function readImageAlt(reader: FieldReader): { imageAlt?: string } {
  if (!isUploadedImage(reader.raw('image') as SiteImage)) return {};
  const imageAlt = reader.text('imageAlt', 'Description of the photo', { max: 160, optional: true });
  return imageAlt ? { imageAlt } : {};
}

/** The description of an uploaded before/after photo, when the staff typed one (without, the page says a generic one). */
function readBeforeAfterAlt(reader: FieldReader): { beforeAfterAlt?: string } {
  const image = reader.raw('beforeAfterImage');
  if (reader.raw('beforeAfter') !== true || !image || !isUploadedImage(image as SiteImage)) return {};
  const beforeAfterAlt = reader.text('beforeAfterAlt', 'Description of the before and after photo', { max: 160, optional: true });
  return beforeAfterAlt ? { beforeAfterAlt } : {};
}

/** Optional (items saved before it existed have none): null is the site's own illustration. */
function readBeforeAfterImage(reader: FieldReader): UploadedImage | null {
  const value = reader.raw('beforeAfterImage');
  if (value === undefined || value === null) return null;
  const image = readSiteImage(reader, 'beforeAfterImage', 'Before and after photo', null);
  return isUploadedImage(image) ? image : null;
}

function readPrice(reader: FieldReader): TreatmentItem['price'] {
  const price = reader.raw('price');
  if (price === null) return null;
  const amount = reader.raw('price.amount');
  const note = reader.raw('price.note');
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_PRICE) {
    reader.problems.price = 'Enter the price in whole rupees, from ₹1 to ₹10,00,000, or choose "on consultation"';
  } else if (!PRICE_NOTES.includes(note as PriceNote)) {
    reader.problems.price = 'Choose how the price is quoted: per session, per area, package, starting or per syringe/area';
  }
  return { amount: amount as number, note: note as PriceNote };
}

function readFaq(reader: FieldReader): FaqItem[] {
  const faq = reader.raw('faq');
  if (!Array.isArray(faq) || faq.length < 1 || faq.length > 6) {
    reader.problems.faq = 'Give one to six questions with their answers';
    return [];
  }
  return faq.map((_, index) => {
    reader.only(`faq.${index}`, ['question', 'answer']);
    return {
      question: reader.text(`faq.${index}.question`, 'Question', { max: 200 }),
      answer: reader.text(`faq.${index}.answer`, 'Answer', { max: 2000 }),
    };
  });
}

const emptyTreatment: Omit<TreatmentItem, 'id'> = {
  title: '',
  short: '',
  category: 'skin',
  group: '',
  price: null,
  image: '',
  overview: { title: '', paragraphs: [] },
  included: [],
  excluded: [],
  benefits: [],
  faq: [],
  beforeAfter: false,
  beforeAfterImage: null,
  hidden: false,
};
