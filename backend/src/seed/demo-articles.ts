import type { ArticleFields } from '@aura/contract';

/** Demo news for `make start` (SEED_DEMO_CONTENT=true): realistic, general advice in the clinic's voice. */
export interface DemoArticle extends Omit<ArticleFields, 'popular'> {
  slug: string;
  daysAgo: number;
  /** Artwork motif and palette order for the generated images. */
  artwork: { motif: 'drops' | 'sun' | 'strands' | 'layers'; colors: [string, string, string] };
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    slug: 'monsoon-skin-care-in-pune',
    daysAgo: 3,
    title: 'Monsoon skin care in Pune: keeping humidity from turning into breakouts',
    excerpt:
      'Pune’s monsoon brings relief from the heat, but also sticky humidity, fungal infections and sudden acne flare-ups. Here is how to adjust your routine for the rainy months.',
    heroIntro: 'Simple changes to your daily routine that keep skin calm from June to September.',
    contentIntro:
      'Between June and September the air in Pune often stays above 80% humidity. Sweat evaporates slowly, pores clog more easily and damp clothing gives fungi a place to grow. Most monsoon skin problems we see at the clinic can be prevented with a lighter, more consistent routine.',
    paragraphs: [
      'Switch to a gentle gel or foaming cleanser and wash twice a day, plus once after you come in from the rain. Over-washing strips the skin barrier and makes it produce more oil, so resist the urge to scrub.',
      'Replace heavy creams with a light, non-comedogenic gel moisturiser. Humid air does not mean your skin is hydrated: skipping moisturiser often leads to dehydration under an oily surface.',
      'Sunscreen is still essential on cloudy days, because UVA passes through clouds. A broad-spectrum SPF 30 or higher in a matte or gel formula sits comfortably in humid weather.',
      'Keep skin folds, feet and the area under straps dry. Change out of damp socks and clothes quickly and use an antifungal dusting powder if you are prone to ringworm or athlete’s foot.',
      'If you notice itchy circular patches, painful red bumps or acne that does not settle in two weeks, book a consultation. Fungal infections in particular can look like eczema and get worse with the wrong cream.',
    ],
    tags: ['Monsoon', 'Acne', 'Fungal infections', 'Skin care'],
    artwork: { motif: 'drops', colors: ['#1F4E4A', '#A8C3B5', '#F6EFE7'] },
  },
  {
    slug: 'sunscreen-myths-for-indian-skin',
    daysAgo: 10,
    title: 'Five sunscreen myths about Indian skin, and what the evidence says',
    excerpt:
      '“Darker skin doesn’t need sunscreen” is one of the most common things we hear. It is also why so many patients come to us with pigmentation that could have been prevented.',
    heroIntro: 'Sun protection matters for every skin tone, and choosing the right one is easier than you think.',
    contentIntro:
      'Melanin offers some natural protection, but nowhere near enough to prevent tanning, melasma and early ageing in the Indian sun. These are the myths we correct most often in consultations.',
    paragraphs: [
      'Myth 1: brown skin does not burn, so it does not need sunscreen. Skin of colour burns less easily, but UV and visible light still trigger pigmentation. Melasma and uneven tone are among the most common concerns we treat.',
      'Myth 2: I stay indoors, so I can skip it. Window glass blocks most UVB but lets UVA through, and screens and indoor lighting add visible light. If you sit near a window, protection still helps.',
      'Myth 3: a higher SPF means I can apply less. Most people apply a quarter of the amount used in testing. Use about two finger-lengths for the face and neck, and reapply every two to three hours outdoors.',
      'Myth 4: sunscreen leaves a white cast on Indian skin. Many newer formulas are tinted or use filters that blend in well. Tinted sunscreens with iron oxides also protect against visible light, which matters for melasma.',
      'Myth 5: sunscreen alone will clear my pigmentation. Prevention is its job. Existing pigmentation usually needs a treatment plan, such as topical agents, chemical peels or laser, guided by a dermatologist.',
    ],
    tags: ['Sunscreen', 'Pigmentation', 'Melasma', 'Skin care'],
    artwork: { motif: 'sun', colors: ['#B08D57', '#E9C9BD', '#F6EFE7'] },
  },
  {
    slug: 'hair-fall-after-dengue-or-typhoid',
    daysAgo: 24,
    title: 'Hair fall after dengue or typhoid: understanding telogen effluvium',
    excerpt:
      'Sudden, heavy hair shedding two to three months after a high fever is alarming, but it is usually temporary. Here is why it happens and how we help it recover.',
    heroIntro: 'Why hair sheds after a fever, how long it lasts, and when to seek treatment.',
    contentIntro:
      'A high fever, such as dengue, typhoid or COVID-19, can push many hair follicles into their resting phase at the same time. About two to three months later those hairs fall out together. This is called telogen effluvium, and it is one of the most common reasons for sudden hair fall we see after the monsoon season.',
    paragraphs: [
      'The shedding is diffuse: you notice more hair on the pillow, in the shower and on your comb, and the ponytail feels thinner, but there are no bald patches. New hair is usually already growing beneath.',
      'In most people the shedding settles within three to six months without treatment. Recovery is faster when the body has what it needs to rebuild: enough protein, iron, vitamin D, vitamin B12 and good sleep.',
      'We usually check blood counts, ferritin, thyroid function and vitamin levels, because a deficiency can keep the shedding going long after the illness is over.',
      'Avoid harsh treatments, tight hairstyles and crash diets while your hair recovers. Gentle oiling and a mild shampoo are fine; what falls out is already resting hair, so washing does not cause more loss.',
      'If shedding continues beyond six months, or you notice a widening parting or a receding hairline, there may be another cause such as pattern hair loss. Treatments like PRP and medical therapy can then help, after a proper diagnosis.',
    ],
    tags: ['Hair fall', 'Telogen effluvium', 'Dengue', 'Hair care'],
    artwork: { motif: 'strands', colors: ['#1F4E4A', '#E9C9BD', '#F6EFE7'] },
  },
  {
    slug: 'choosing-a-chemical-peel',
    daysAgo: 41,
    title: 'Choosing a chemical peel: glycolic, salicylic, lactic or TCA?',
    excerpt:
      'Chemical peels can brighten dull skin, clear clogged pores and soften acne marks, but the right acid and strength depend on your skin type and goal.',
    heroIntro: 'A guide to the peels we use most, who they suit, and what recovery looks like.',
    contentIntro:
      'A chemical peel applies a controlled exfoliating solution that removes the outer layers of dead skin and stimulates renewal. For Indian skin the choice of peel and its strength matter a great deal, because an over-aggressive peel can leave darker patches instead of clearing them.',
    paragraphs: [
      'Glycolic acid is a small-molecule AHA that works well for dullness, fine lines and mild pigmentation. We start at low strengths and build up over a series of sessions.',
      'Salicylic acid is oil-soluble, so it reaches inside pores. It is our first choice for oily, acne-prone skin, blackheads and active breakouts.',
      'Lactic and mandelic acids are gentler and suit sensitive or darker skin that is prone to post-inflammatory pigmentation.',
      'TCA peels reach deeper and can improve acne scars and stubborn pigmentation, but they need more downtime and careful preparation of the skin beforehand.',
      'Most superficial peels cause only mild redness and flaking for a few days. Strict sun protection before and after is essential, and we usually recommend a series of four to six sessions two to four weeks apart.',
    ],
    tags: ['Chemical peel', 'Acne marks', 'Pigmentation', 'Treatments'],
    artwork: { motif: 'layers', colors: ['#A8C3B5', '#E9C9BD', '#F6EFE7'] },
  },
];
