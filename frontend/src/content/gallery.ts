/**
 * Photos and videos of the clinic: the home page’s five-image gallery section and the
 * /gallery page grid. Local items are artwork names (resolved by the image component);
 * the stock videos and external photos come from Pexels, a stock-media site.
 *
 * PLACEHOLDER MEDIA: this is the built-in gallery, what the site shows until the clinic edits
 * its own in Site content → Gallery (gallery-content.ts): there it uploads its photos and videos
 * and removes the stock videos and the Pexels links.
 */
import { clinic } from './clinic';
import { MEDIA_PATH, type SiteImage } from './site-image';

export type GalleryItemKind = 'video' | 'image' | 'external-image';

/** A video the admin uploaded: stored by the API under its content-addressed key (SHA-256 of the bytes). */
export interface UploadedVideo {
  key: string;
  type: 'video/mp4' | 'video/webm';
  /** Its size in bytes. */
  size: number;
}

interface GalleryTile {
  /** Describes the picture or video for screen readers. */
  alt: string;
  /** Short line under the tile or in the overlay. */
  caption: string;
}

/** A photo, opened in the full-screen overlay: an artwork name, or a photo the clinic uploaded. */
export interface GalleryPhoto extends GalleryTile {
  kind: 'image';
  url: SiteImage;
}

/** A video, played muted on hover and in the overlay; its poster shows until then. */
export interface GalleryVideo extends GalleryTile {
  kind: 'video';
  /** An absolute https address of a stock video, or a video the clinic uploaded. */
  url: string | UploadedVideo;
  /** The still shown before the video plays: an artwork name, or a photo the clinic uploaded. */
  poster: SiteImage;
}

/** A page on the stock-media site, opened in a new tab and labelled by its caption ('View photo on Pexels'). */
export interface GalleryLink extends GalleryTile {
  kind: 'external-image';
  url: string;
}

/** One tile of a gallery grid. */
export type GalleryItem = GalleryPhoto | GalleryVideo | GalleryLink;

export const isUploadedVideo = (url: GalleryVideo['url']): url is UploadedVideo => typeof url === 'object' && url !== null;

/** Where a gallery video is played from: the clinic's upload (served by the API), or a stock address. */
export const videoAddress = (url: GalleryVideo['url']): string => (isUploadedVideo(url) ? `${MEDIA_PATH}${url.key}` : url);

/** The gallery as the clinic edits it: every item of /gallery, in order (the home page shows its first five photos). */
export interface GalleryContent {
  items: GalleryItem[];
}

/** How many photos the home page's gallery section shows. */
export const HOME_GALLERY_PHOTOS = 5;

/** The first photos of a gallery, for the home page's section. */
export const homePhotosOf = (items: readonly GalleryItem[]): GalleryPhoto[] =>
  items.filter((item): item is GalleryPhoto => item.kind === 'image').slice(0, HOME_GALLERY_PHOTOS);

/** The home page gallery section: five images and a View All Gallery button. */
export interface HomeGallerySection {
  eyebrow: string;
  heading: string;
  text: string;
  buttonLabel: string;
  buttonTo: '/gallery';
  items: [GalleryPhoto, GalleryPhoto, GalleryPhoto, GalleryPhoto, GalleryPhoto];
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
} satisfies Record<string, GalleryPhoto>;

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
