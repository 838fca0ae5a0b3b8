/**
 * Patient reviews and testimonials shown on the home page and on /reviews-demo.
 *
 * PLACEHOLDER CONTENT: these reviews are sample text written for the demo brand. Before the
 * site goes live, replace them with real reviews that patients have agreed to publish. The
 * summaries' figures (rating, number of reviews, where they are) are the clinic's to set in Site
 * content › Review summaries (review-summaries.ts).
 */
import { siteData } from './site-data';

/** A rating on the five-star scale. */
export type ReviewRating = 1 | 2 | 3 | 4 | 5;

/** The rating used when a review carries none. */
export const DEFAULT_REVIEW_RATING: ReviewRating = 5;

/** One patient review, as a review card shows it. */
export interface Review {
  /** Name as the reviewer gave it; the avatar initials are made from its first two words. */
  author: string;
  /** Photo URL, or null to show initials. */
  avatar: string | null;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  /** 1 to 5; DEFAULT_REVIEW_RATING (5) when absent. */
  rating?: ReviewRating;
  /** Plain text, no HTML. */
  text: string;
  /** Shows a Verified badge. */
  verified: boolean;
}

/** The search-engine-style reviews section of the home page (its summary: review-summaries.ts). */
export interface SearchReviewsSection {
  eyebrow: string;
  heading: string;
  reviews: Review[];
}

/**
 * The directory-style reviews block (a listing site such as a doctor directory): three short
 * reviews; its summary and the listing's address are the clinic's (review-summaries.ts).
 */
export interface DirectoryReviews {
  /** The link to the listing, followed by its name: 'Read all reviews on …'. */
  linkLabel: string;
  reviews: [Review, Review, Review];
}

/** A longer testimonial that names the treatment the patient had. */
export interface Testimonial extends Review {
  /** Treatment name as shown on the card, e.g. 'Hair PRP Therapy'. */
  treatment: string;
  /** Matching treatment id (src/content/treatments/catalogue.ts), when there is one. */
  treatmentId?: string;
}

/** A testimonial as the admin edits it (the site shows initials for every author). */
export type TestimonialStory = Omit<Testimonial, 'avatar' | 'rating' | 'treatmentId'> & { rating: ReviewRating; treatmentId?: string };

/** The two carousels' testimonials, as the admin edits them. */
export interface TestimonialsContent {
  patients: TestimonialStory[];
  hair: TestimonialStory[];
}

const asTestimonial = (story: TestimonialStory): Testimonial => ({ ...story, avatar: null });
const storyOf = ({ author, date, rating, treatment, treatmentId, text, verified }: Testimonial): TestimonialStory => ({
  author,
  date,
  rating: rating ?? DEFAULT_REVIEW_RATING,
  treatment,
  ...(treatmentId ? { treatmentId } : {}),
  text,
  verified,
});

/** One testimonial carousel of the home page. */
export interface TestimonialCarousel {
  id: string;
  heading: string;
  text: string;
  items: Testimonial[];
}

/** The /reviews-demo page: a titled slider of reviews. */
export interface ReviewsDemoPage {
  title: string;
  text: string;
  reviews: Review[];
}

/** Nine search-engine-style reviews; also the fallback when a carousel is given none. */
export const searchReviews: Review[] = [
  {
    author: 'Priya Deshmukh',
    avatar: null,
    date: '2026-10-28',
    rating: 5,
    text: 'I had been struggling with acne and marks for almost three years. Dr. Meera explained what was causing the breakouts and started me on a plan with chemical peels and medicines. After four months my skin is much calmer and the marks have faded a lot. The staff are kind and never push extra treatments.',
    verified: true,
  },
  {
    author: 'Rohan Joshi',
    avatar: null,
    date: '2026-10-12',
    rating: 5,
    text: 'Went for hair fall that started after a bout of typhoid. The doctor ordered a few blood tests first instead of selling me a package. I am now on medication and Hair PRP sessions, and the shedding has reduced noticeably. Clean clinic in Baner, easy parking.',
    verified: true,
  },
  {
    author: 'Sneha Patil',
    avatar: null,
    date: '2026-09-30',
    rating: 4,
    text: 'Good experience with laser hair removal for my underarms and arms. The sessions are quick and the pain is manageable, more like a snap than a burn. Hair growth is clearly less after five sessions. Only issue is that Saturday slots fill up fast, so book early.',
    verified: true,
  },
  {
    author: 'Aditya Kale',
    avatar: null,
    date: '2026-09-14',
    rating: 5,
    text: 'I had deep acne scars from college and was nervous about lasers. Dr. Kulkarni suggested MNRF with subcision and told me honestly that scars improve, they do not vanish. After three sessions the texture is visibly smoother. Very professional and transparent team.',
    verified: true,
  },
  {
    author: 'Kavita Shinde',
    avatar: null,
    date: '2026-08-22',
    rating: 5,
    text: 'My melasma had become worse after my second pregnancy. The doctor took time to explain that it needs long-term control, not a quick fix. With creams, sunscreen advice and a few gentle peels, my patches are much lighter. I appreciate that nothing was rushed.',
    verified: true,
  },
  {
    author: 'Amit Bhosale',
    avatar: null,
    date: '2026-07-19',
    rating: 4,
    text: 'Visited for stubborn dandruff and an itchy scalp that no shampoo was helping. Got a proper diagnosis of seborrhoeic dermatitis and a simple routine to follow. Much better in a month. Waiting time was about twenty minutes, otherwise everything was well organised.',
    verified: false,
  },
  {
    author: 'Neha Gokhale',
    avatar: null,
    date: '2026-06-05',
    rating: 5,
    text: 'Booked a HydraFacial before my sister’s wedding. The therapist checked my skin type first and the doctor advised me to avoid any new peel that close to the function, which I really respected. Skin felt fresh and hydrated for days. Lovely, calm clinic.',
    verified: true,
  },
  {
    author: 'Farhan Shaikh',
    avatar: null,
    date: '2026-04-17',
    rating: 5,
    text: 'I work long hours in Hinjewadi and had dull, tanned skin and dark circles. They gave me a realistic plan with carbon facials and a home routine. The difference is gradual but real. The front desk also confirms appointments on WhatsApp, which is convenient.',
    verified: true,
  },
  {
    author: 'Shruti Jadhav',
    avatar: null,
    date: '2026-03-08',
    rating: 5,
    text: 'My mother has had psoriasis for years and we consulted Dr. Deshpande for homeopathic treatment along with her regular care. He listened patiently and follows up every month. Her flares are less frequent now. Grateful for the respectful way they treat elderly patients.',
    verified: true,
  },
];

export const searchReviewsSection: SearchReviewsSection = {
  eyebrow: 'Patient Reviews',
  heading: 'What our patients say online',
  reviews: searchReviews,
};

/** Fallback for a review carousel that is given no reviews. */
export const fallbackReviews: Review[] = searchReviews;

export const directoryReviews: DirectoryReviews = {
  linkLabel: 'Read all reviews on',
  reviews: [
    {
      author: 'Rahul Mehta',
      avatar: null,
      date: '2026-10-03',
      rating: 5,
      text: 'Doctor explains everything patiently and does not over-prescribe. Clinic is spotless.',
      verified: true,
    },
    {
      author: 'Ketaki Apte',
      avatar: null,
      date: '2026-08-11',
      rating: 5,
      text: 'Treated my fungal infection properly after two failed attempts elsewhere. Thorough follow-up.',
      verified: true,
    },
    {
      author: 'Sagar Wagh',
      avatar: null,
      date: '2026-05-26',
      rating: 5,
      text: 'Punctual appointments and honest advice about what laser can and cannot do.',
      verified: true,
    },
  ],
};

const builtInPatientStories: Testimonial[] = [
  {
    author: 'Ananya Iyer',
    avatar: null,
    date: '2026-10-20',
    rating: 5,
    treatment: 'Pigmentation Treatments',
    treatmentId: 'pigmentation-treatments',
    text: 'I had tried many creams for the dark patches on my cheeks before coming here. Dr. Meera examined my skin under a lamp, explained that it was melasma and that it tends to come back with sun exposure. She started me on a cream, strict sunscreen use and a series of gentle peels. Over six months the patches have lightened considerably, and I finally understand how to keep them under control.',
    verified: true,
  },
  {
    author: 'Vikram Pawar',
    avatar: null,
    date: '2026-09-02',
    rating: 5,
    treatment: 'MNRF (Microneedling Radiofrequency)',
    treatmentId: 'mnrf',
    text: 'My acne scars made me conscious in meetings for years. The team was honest that MNRF would improve the scars rather than remove them, and they spaced the sessions so my skin could recover properly. The redness settled in two or three days each time. After four sessions my skin looks smoother in photos and I no longer think about it all the time.',
    verified: true,
  },
  {
    author: 'Pooja Sathe',
    avatar: null,
    date: '2026-07-28',
    rating: 5,
    treatment: 'Laser Hair Removal',
    treatmentId: 'laser-hair-removal',
    text: 'I was worried laser would not suit my skin tone, but the doctor did a patch test first and adjusted the settings. Each session took about twenty minutes for the full legs. After six sessions the growth is much finer and sparser, and I shave only occasionally now. They also told me clearly that a maintenance session now and then may be needed.',
    verified: true,
  },
  {
    author: 'Meghna Rao',
    avatar: null,
    date: '2026-06-15',
    rating: 4,
    treatment: 'Anti-Ageing Treatment',
    treatmentId: 'anti-aging',
    text: 'At 44 I wanted to look fresher without looking different. Dr. Kulkarni suggested a combination of skin tightening sessions and a proper skincare routine instead of jumping to injections. The change is subtle, my skin looks firmer and brighter, and friends say I look rested. It took patience, but I am happy with the natural result.',
    verified: true,
  },
  {
    author: 'Tejas More',
    avatar: null,
    date: '2026-05-09',
    rating: 5,
    treatment: 'Chemical Peel',
    treatmentId: 'chemical-peel',
    text: 'I came in with active acne and oily skin. The doctor treated the acne with medicines first and only then started peels, which made sense to me. The peels caused mild flaking for a few days but nothing more. My breakouts are far fewer now, and the staff always reminded me about sunscreen and follow-up dates.',
    verified: true,
  },
  {
    author: 'Harshada Kulkarni',
    avatar: null,
    date: '2026-03-30',
    rating: 5,
    treatment: 'HydraFacial',
    treatmentId: 'hydrafacial',
    text: 'I booked a HydraFacial two weeks before my sister’s wedding because I did not want anything that might cause peeling. The therapist explained each step and checked the pressure on my sensitive cheeks. My skin looked clean and fresh the same evening with no redness. They were clear it is a maintenance treatment, not a cure for my pigmentation, which I appreciated.',
    verified: true,
  },
];

export const patientTestimonials: TestimonialCarousel = {
  id: 'patients',
  heading: 'What our patients say',
  text: 'Stories shared by patients who have been treated at our clinic. Results vary from person to person.',
  items: siteData?.testimonials?.patients.map(asTestimonial) ?? builtInPatientStories,
};

const builtInHairStories: Testimonial[] = [
  {
    author: 'Nikhil Chavan',
    avatar: null,
    date: '2026-10-06',
    rating: 5,
    treatment: 'Hair PRP Therapy',
    treatmentId: 'hair-prp',
    text: 'My hairline had started thinning at 29 and it ran in the family. The doctor confirmed early pattern hair loss and combined medication with monthly Hair PRP sessions. By the fifth month my hair fall had reduced and the crown looked denser in the comparison photos they take at each visit. Seeing those photos kept me motivated.',
    verified: true,
  },
  {
    author: 'Rutuja Kadam',
    avatar: null,
    date: '2026-08-18',
    rating: 5,
    treatment: 'Hair Fall Treatment',
    treatmentId: 'hairfall',
    text: 'After my delivery I was losing handfuls of hair and was very anxious. Dr. Meera reassured me that postpartum shedding usually settles, checked my iron and thyroid levels, and corrected a deficiency. With supplements and a gentle scalp routine the shedding slowed within three months. Her calm explanation helped as much as the treatment.',
    verified: true,
  },
  {
    author: 'Sanjay Naik',
    avatar: null,
    date: '2026-07-01',
    rating: 4,
    treatment: 'Hair GFC Therapy',
    treatmentId: 'hair-gfc',
    text: 'I chose GFC because I have a low pain threshold, and the sessions were more comfortable than I expected. The team was clear that it supports regrowth and does not replace medication. After four sessions my hair feels thicker and the widening parting has improved a little. Progress is slow but steady, exactly as they told me.',
    verified: true,
  },
  {
    author: 'Aarti Bhide',
    avatar: null,
    date: '2026-04-24',
    rating: 5,
    treatment: 'Intralesional Injection',
    treatmentId: 'intralesional-injection',
    text: 'My son developed two round bald patches before his board exams. The doctor treated them with intralesional injections and also spoke to him about stress, which he really needed. Fine hair began to grow back in the patches after about two months. We were told it can recur, so we know to come back early if it does.',
    verified: true,
  },
  {
    author: 'Imran Sayyed',
    avatar: null,
    date: '2026-03-12',
    rating: 5,
    treatment: 'Dandruff Treatment',
    treatmentId: 'dandruff',
    text: 'I had flaking and an itchy scalp for years and thought it was just dry hair. The doctor diagnosed seborrhoeic dermatitis, prescribed a medicated shampoo routine and explained why oiling was making it worse. Within a month the flakes had mostly gone and the itching stopped. I now know what to do when it flares up in winter.',
    verified: true,
  },
  {
    author: 'Deepa Menon',
    avatar: null,
    date: '2026-02-03',
    rating: 4,
    treatment: 'Hair Regrowth Laser',
    treatmentId: 'hair-regrowth-laser',
    text: 'My hair had thinned after a long illness and I wanted something without needles. The laser sessions were painless and quick, and the team measured my hair density at the start so we could compare. After three months the shedding is lower and new short hairs are visible along my parting. It is gradual, and they told me it would be.',
    verified: true,
  },
];

export const hairTestimonials: TestimonialCarousel = {
  id: 'hair-restoration',
  heading: 'Hair restoration stories',
  text: 'Patients share their experience of treatment for hair fall and thinning. Results vary, and most plans take several months.',
  items: siteData?.testimonials?.hair.map(asTestimonial) ?? builtInHairStories,
};

/** The testimonials as the site came: what the dashboard starts from. */
export const builtInTestimonials: TestimonialsContent = {
  patients: builtInPatientStories.map(storyOf),
  hair: builtInHairStories.map(storyOf),
};

/** Both testimonial carousels, in page order. */
export const testimonialCarousels: [TestimonialCarousel, TestimonialCarousel] = [
  patientTestimonials,
  hairTestimonials,
];

/** Eight reviews for /reviews-demo: six of the search-engine set and two directory ones. */
export const reviewsDemoPage: ReviewsDemoPage = {
  title: 'Customer Reviews',
  text: 'What patients say about their visits to our clinic in Baner, Pune.',
  reviews: [...searchReviews.slice(0, 6), ...directoryReviews.reviews.slice(0, 2)],
};
