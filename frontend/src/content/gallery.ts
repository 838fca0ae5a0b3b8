/**
 * Photos and videos of the clinic: the home page’s five-image gallery section and the
 * /gallery page grid. Local items are artwork names (resolved by the image component);
 * the stock videos and external photos come from Pexels, a stock-media site.
 *
 * PLACEHOLDER MEDIA: the Pexels video and photo addresses stand in for footage the clinic
 * chooses; check each one opens before launch and replace it if it does not.
 */
import { clinic } from './clinic';

export type GalleryItemKind = 'video' | 'image' | 'external-image';

/** One tile of a gallery grid. */
export interface GalleryItem {
  /**
   * 'image': a local artwork name, opened in the full-screen overlay.
   * 'video': an mp4 address, played muted on hover and in the overlay.
   * 'external-image': a page on the stock-media site, opened in a new tab and
   * labelled by its caption ('View photo on Pexels').
   */
  kind: GalleryItemKind;
  /** Artwork name for 'image'; absolute https address for 'video' and 'external-image'. */
  url: string;
  /** Artwork name of the still shown before a video plays (videos only). */
  poster?: string;
  /** Describes the picture or video for screen readers. */
  alt: string;
  /** Short line under the tile or in the overlay. */
  caption: string;
}

/** The home page gallery section: five images and a View All Gallery button. */
export interface HomeGallerySection {
  eyebrow: string;
  heading: string;
  text: string;
  buttonLabel: string;
  buttonTo: '/gallery';
  items: [GalleryItem, GalleryItem, GalleryItem, GalleryItem, GalleryItem];
}

/** The /gallery page. */
export interface GalleryPage {
  heading: string;
  text: string;
  /** Label of the overlay’s close button, for screen readers. */
  closeLabel: string;
  items: GalleryItem[];
}

const clinicImages = {
  reception: {
    kind: 'image',
    url: 'gallery/clinic-1',
    alt: 'Reception desk and waiting lounge with soft lighting and comfortable seating',
    caption: 'Reception and waiting lounge',
  },
  consultation: {
    kind: 'image',
    url: 'gallery/clinic-2',
    alt: 'Consultation room with a doctor’s desk, skin analysis screen and examination couch',
    caption: 'Consultation room',
  },
  laserRoom: {
    kind: 'image',
    url: 'gallery/clinic-3',
    alt: 'Laser treatment room with a diode laser device beside an adjustable treatment bed',
    caption: 'Laser treatment room',
  },
  facialSuite: {
    kind: 'image',
    url: 'gallery/clinic-4',
    alt: 'Facial suite with a HydraFacial machine, magnifying lamp and fresh linen',
    caption: 'Facial and skin care suite',
  },
  hairRoom: {
    kind: 'image',
    url: 'gallery/clinic-5',
    alt: 'Hair treatment room with a reclining chair, trichoscope and hair regrowth laser device',
    caption: 'Hair and scalp treatment room',
  },
  sterilisation: {
    kind: 'image',
    url: 'gallery/clinic-6',
    alt: 'Sterilisation area with an autoclave and sealed instrument pouches',
    caption: 'Sterilisation area',
  },
  procedureRoom: {
    kind: 'image',
    url: 'gallery/clinic-7',
    alt: 'Minor procedure room prepared for a PRP session with a centrifuge on the side table',
    caption: 'Procedure room for PRP and microneedling',
  },
  skinAnalysis: {
    kind: 'image',
    url: 'gallery/clinic-8',
    alt: 'Skin analysis camera mounted beside a patient chair in the assessment area',
    caption: 'Skin analysis station',
  },
} satisfies Record<string, GalleryItem>;

export const homeGallery: HomeGallerySection = {
  eyebrow: 'Gallery',
  heading: 'Inside our clinic',
  text: 'Clean, calm rooms and well-maintained equipment, designed for your comfort and safety.',
  buttonLabel: 'View All Gallery',
  buttonTo: '/gallery',
  items: [
    clinicImages.reception,
    clinicImages.consultation,
    clinicImages.laserRoom,
    clinicImages.facialSuite,
    clinicImages.hairRoom,
  ],
};

export const galleryPage: GalleryPage = {
  heading: 'Gallery',
  text: `A look around ${clinic.brandName} in ${clinic.address.locality}: our consultation and treatment rooms, devices and the care that goes into every session.`,
  closeLabel: 'Close',
  items: [
    clinicImages.reception,
    {
      kind: 'video',
      url: 'https://videos.pexels.com/video-files/6628405/6628405-hd_1280_720_25fps.mp4',
      poster: 'gallery/video-1',
      alt: 'A therapist gently applying a face mask to a client during a facial',
      caption: 'A calm, unhurried facial session',
    },
    clinicImages.consultation,
    clinicImages.laserRoom,
    {
      kind: 'external-image',
      url: 'https://www.pexels.com/photo/woman-getting-a-facial-treatment-3985329/',
      alt: 'A woman receiving a facial treatment in a spa',
      caption: 'View photo on Pexels',
    },
    clinicImages.facialSuite,
    clinicImages.hairRoom,
    {
      kind: 'video',
      url: 'https://videos.pexels.com/video-files/7581390/7581390-hd_1280_720_25fps.mp4',
      poster: 'gallery/video-2',
      alt: 'A skincare professional cleansing a client’s skin with a soft brush',
      caption: 'Cleansing before treatment',
    },
    clinicImages.sterilisation,
    clinicImages.procedureRoom,
    {
      kind: 'external-image',
      url: 'https://www.pexels.com/photo/dermatologist-examining-a-patients-skin-5069432/',
      alt: 'A dermatologist examining a patient’s skin with a magnifying lamp',
      caption: 'View photo on Pexels',
    },
    clinicImages.skinAnalysis,
  ],
};
