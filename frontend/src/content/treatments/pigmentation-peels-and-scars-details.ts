import type { TreatmentDetail } from '../types';

/**
 * Long copy for the pigmentation, peels and scars treatments (Skin).
 * Written for patients; reviewed against the catalogue ids.
 */
export const pigmentationPeelsAndScarsDetails: TreatmentDetail[] = [
  {
    id: 'pigmentation-treatments',
    overview: {
      title: 'Understanding pigmentation care',
      paragraphs: [
        'Pigmentation means patches of skin that look darker than the skin around them. It has several causes: melasma, which is driven by hormones, heat and sunlight; sun spots from years of exposure; and post-inflammatory hyperpigmentation, the brown marks left behind by acne, eczema or a burn. Each behaves differently, so treatment starts with a diagnosis. We then combine daily sun protection, prescription creams that slow down pigment production and, where useful, gentle in-clinic peels that help shed pigmented surface cells.',
        'This approach suits most people with melasma, tanning, uneven tone or post-acne marks, including Indian skin types (Fitzpatrick III–V), which make pigment readily and need a careful hand. If you are pregnant or breastfeeding, some creams and peels are avoided and we choose safer options. An active infection, open wounds or an eczema flare should settle first. Please tell us if you have used steroid-containing fairness or “skin-lightening” creams, as these can thin the skin and need a planned withdrawal.',
        'At your first visit the dermatologist takes a history, examines your skin in good light and, where needed, uses a Wood’s lamp and dermoscope to judge how deep the pigment lies. Photographs are taken with your consent so progress can be compared fairly. If a peel is planned, your skin is cleansed, the peel is applied for a few minutes and then neutralised or removed, and a cooling mask follows. A procedure visit usually takes 30 to 45 minutes, and most people feel only mild tingling.',
        'Most plans include four to six peel sessions two to four weeks apart, alongside daily home care. Many patients notice a gradual lightening of marks after six to twelve weeks, though sun spots and post-acne marks usually respond faster than melasma. Melasma is a long-term tendency rather than a one-time problem: it can return with sun, heat or hormonal changes, so we plan maintenance with you. Results vary with the type and depth of the pigment.',
        'After a peel the skin may feel tight and flake lightly for three to five days. Use a broad-spectrum sunscreen of SPF 30 or higher every morning, reapply every two to three hours outdoors, and add a cap or umbrella in strong sun. Avoid scrubs, waxing, threading and bleaching on the treated area for a week. Call the clinic if you notice blistering, crusting, increasing redness or new dark patches.',
      ],
    },
    included: [
      'Dermatologist consultation and pigment diagnosis',
      'Wood’s lamp and dermoscopic assessment',
      'Superficial peel suited to your skin',
      'Written home-care and sun-protection plan',
    ],
    excluded: [
      'Prescription creams billed separately',
      'No steroid-based fairness creams',
      'Not a permanent cure for melasma',
      'Peels adjusted or paused in pregnancy',
    ],
    benefits: [
      'Treatment matched to your type of pigmentation',
      'Gradual, more even skin tone',
      'Careful strengths suited to Indian skin',
      'Sun-protection habits that help results last',
    ],
    faq: [
      {
        question: 'Will my melasma go away completely?',
        answer: 'Melasma can usually be lightened and kept under control, but it is a long-term tendency rather than a one-time problem. Sun, heat and hormonal changes can bring it back, so most patients need daily sunscreen and occasional maintenance sessions after the main course.',
      },
      {
        question: 'Are peels safe on darker Indian skin?',
        answer: 'Yes, when the peel and its strength are chosen for your skin. Darker skin can develop new marks after irritation, so we often prepare the skin with creams for two to four weeks first, start gently and increase the strength only if your skin tolerates it well.',
      },
      {
        question: 'What decides the cost of my treatment?',
        answer: 'Cost depends on the type and depth of pigmentation, the area treated, the number of sessions you need and which prescription creams are part of your plan. The dermatologist will explain the expected plan and its cost after your consultation, before anything is started.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'pigmentation-solutions',
    overview: {
      title: 'What are advanced pigmentation solutions?',
      paragraphs: [
        'Some pigmentation does not respond well enough to creams and peels alone: long-standing melasma, deeper brown patches, freckles, sun spots or marks that keep returning. Advanced pigmentation solutions combine several tools in one plan. A Q-switched Nd:YAG laser used at low energy, often called laser toning, breaks pigment into fine particles that the body clears gradually, while peels, prescription creams and, for selected patients, tranexamic acid tablets work on pigment production from different angles.',
        'This plan suits adults whose pigmentation has been diagnosed and who have already tried good sun protection and basic care. It is planned with extra caution for Indian skin (Fitzpatrick III–V), because aggressive laser settings can cause rebound darkening or pale spots. We wait if you are pregnant, have an active infection or cold sore, have a fresh tan, or have taken isotretinoin in the last six months. Tranexamic acid tablets are not given to anyone with a history of blood clots.',
        'Each visit begins with a quick review of your skin and photographs. For a laser session you wear protective eye shields, and the laser handpiece is passed over the skin in even strokes. Most people describe a warm, snapping or prickling feeling, eased with cooling air or cold compresses; numbing cream is rarely needed at toning settings. On some visits a peel may be used instead of the laser. A laser session usually takes 20 to 40 minutes.',
        'Laser toning is usually given as a course of six to ten sessions, one to three weeks apart, combined with peels and creams as your skin allows. Most patients notice a more even tone after four to six sessions, and the full effect is judged at around three months. Freckles and sun spots may need fewer sessions. Melasma can return with sun and hormonal change, so maintenance sessions every few months are often advised. Results vary.',
        'Mild redness or warmth usually settles within a few hours, and most people return to work the same day. For a week after laser, avoid direct sun, saunas, steam, hot yoga, scrubs, waxing and strong acid or retinoid creams unless we have advised them. Apply sunscreen every morning and reapply outdoors, especially in the heat of summer. Call the clinic if you notice blistering, swelling, darker patches or white spots, so we can adjust your plan.',
      ],
    },
    included: [
      'Detailed pigment assessment and photographs',
      'Q-switched Nd:YAG laser toning sessions',
      'Peels alternated as your skin allows',
      'Protective eye shields and skin cooling',
    ],
    excluded: [
      'Not advised during pregnancy',
      'Prescription medicines billed separately',
      'Not for undiagnosed or changing moles',
      'No aggressive high-energy settings on melasma',
    ],
    benefits: [
      'Several methods combined for stubborn pigment',
      'Conservative laser settings suited to Indian skin',
      'Little or no downtime after sessions',
      'Maintenance plan to help limit relapse',
    ],
    faq: [
      {
        question: 'Does laser toning hurt?',
        answer: 'Most patients feel a mild, warm snapping sensation, like a rubber band flick, followed by warmth for a few hours. Cooling during the session keeps it comfortable, and numbing cream is rarely needed at toning settings. Tell us if it feels too hot at any point.',
      },
      {
        question: 'Can lasers make pigmentation worse on Indian skin?',
        answer: 'They can if the settings are too aggressive, which is why we use low, conservative energy and space sessions out. Darkening or pale spots are uncommon when treatment is careful, and we review your skin at every visit so we can pause or change course early.',
      },
      {
        question: 'How soon will I see a difference?',
        answer: 'Most patients notice a more even tone after four to six sessions, with the full effect judged at around three months. Sun spots may respond sooner than melasma, and deeper pigment takes longer. Daily sunscreen makes a real difference to how well the results last.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'skin-lightening-and-whitening',
    overview: {
      title: 'What is skin brightening?',
      paragraphs: [
        'Skin brightening is care for tan, dullness and uneven tone. It does not change your natural skin colour, which is set by your genes, and it is not bleaching. Instead, it removes the build-up of dead, tanned surface cells and calms the extra pigment made after sun exposure, using gentle peels, hydrating and antioxidant treatments, and creams with ingredients such as niacinamide, azelaic acid or vitamin C. The aim is clearer, healthier-looking skin in your own shade.',
        'It suits people with sun tan on the face, neck, hands or arms, dull or uneven skin, and mild marks. It works well for Indian skin types (Fitzpatrick III–V) when products are mild and chosen with care. It is not for anyone hoping for a lighter natural complexion. Please wait if you have sunburn, an active rash, an infection or cold sores, and tell us if you are pregnant, as some ingredients are then avoided. Patchy darkening may need a pigmentation diagnosis first.',
        'The dermatologist first looks at your skin and asks about sun exposure, the products you use and any earlier reactions. On the day, the skin is cleansed, and a mild peel or brightening treatment is applied and removed after a set time. This is followed by a hydrating or antioxidant serum and a cooling mask. A session usually takes 45 to 60 minutes. Most people feel a light tingle or warmth, which settles once the mask is on.',
        'A course usually involves four to six sessions two to three weeks apart. Many patients notice fresher, more even skin after the first two or three sessions, while deeper tan fades more gradually over six to eight weeks. Results depend on how much sun you get during the course and on your home care. Occasional maintenance sessions may help, especially after a holiday or a long outdoor season.',
        'There is usually no downtime, though light flaking can occur for two to three days. Use sunscreen every morning and reapply when outdoors; strong summer sun and bright, humid monsoon days both count. Avoid scrubs, waxing, threading, bleach and salon facials for a week. Do not use over-the-counter fairness creams, as some contain steroids or mercury that can harm the skin. Call the clinic if you notice burning, blisters or darkening.',
      ],
    },
    included: [
      'Skin assessment by a dermatologist',
      'Mild brightening peel or infusion',
      'Hydrating serum and cooling mask',
      'Home-care and sunscreen advice',
    ],
    excluded: [
      'Does not change natural skin colour',
      'No bleaching or whitening injections',
      'Not for undiagnosed patchy pigmentation',
      'Home-care products billed separately',
    ],
    benefits: [
      'Helps fade sun tan gradually',
      'Brighter, more even-looking skin',
      'Gentle on Indian skin types',
      'Little or no downtime',
    ],
    faq: [
      {
        question: 'Will this make my skin fairer?',
        answer: 'No. Your natural skin colour is set by your genes and cannot be safely changed. Brightening removes tan and evens out dull or patchy areas, so your skin looks clearer and healthier in its own shade. We do not recommend bleaching, fairness creams or whitening injections.',
      },
      {
        question: 'Is there any downtime?',
        answer: 'Usually none. Your skin may look slightly pink for an hour or two, and some people notice light flaking for two to three days. Most patients return to work straight after the session, with sunscreen applied before stepping out.',
      },
      {
        question: 'How many sessions will I need?',
        answer: 'Most people need four to six sessions two to three weeks apart. A light tan may respond within a few sessions, while long-standing tan on the hands or neck takes longer. The dermatologist will suggest a number after seeing your skin.',
      },
    ],
  },
  {
    id: 'chemical-peel',
    overview: {
      title: 'What is a chemical peel?',
      paragraphs: [
        'A chemical peel is a solution applied to the skin for a controlled time so that the outermost layers loosen and shed. As they are replaced, the skin can look smoother and more even. Superficial peels, the kind used most often, contain acids such as glycolic, salicylic, lactic or mandelic acid. Salicylic acid suits oily, acne-prone skin because it clears pores; glycolic and lactic acid help tan, dullness and rough texture; mandelic acid is gentler for sensitive skin.',
        'Peels suit people with mild to moderate acne, post-acne marks, tan, dull skin, enlarged pores and early fine lines. They can be used safely on Indian skin (Fitzpatrick III–V) when the acid and strength are chosen carefully. Please wait if you have taken isotretinoin in the last six months, or have a cold sore, sunburn, open wounds or eczema on the face. If you are pregnant or breastfeeding, most peels are postponed. Tell us about keloids or easy darkening after injury.',
        'Your skin is often prepared for two weeks beforehand with a cream the dermatologist prescribes, which helps the peel work evenly and lowers the risk of darkening. On the day, the skin is cleansed and degreased, sensitive corners of the nose, eyes and lips are protected, and the peel is applied with a brush. It stays on for a few minutes while a fan keeps you comfortable, and is then neutralised or washed off. The session takes about 30 minutes.',
        'Most people need four to six sessions two to four weeks apart. Acne often settles within the first few sessions when peels are combined with prescribed home care, while marks and tan fade more gradually over six to twelve weeks. Texture and pores change more slowly. Occasional maintenance peels can help after the course. How quickly the skin responds varies from person to person.',
        'Expect mild redness for a few hours and fine flaking for two to five days; do not pick or peel the skin. Use a gentle cleanser, moisturiser and sunscreen every morning, reapplying outdoors. For a week, avoid scrubs, retinoid or acid creams, waxing, threading, facials, swimming pools and heavy sweating from heat or the gym. Call the clinic if you notice blistering, oozing, crusting, severe burning or dark patches.',
      ],
    },
    included: [
      'Doctor consultation and skin analysis',
      'Peel chosen for your skin concern',
      'Cooling fan and soothing care afterwards',
      'Written aftercare plan',
    ],
    excluded: [
      'Not with active cold sores or infection',
      'Most peels postponed during pregnancy',
      'Priming creams billed separately',
      'Not for deep or ice-pick scars',
    ],
    benefits: [
      'Helps control acne and oiliness',
      'Gradually fades tan and marks',
      'Smoother, brighter skin texture',
      'Minimal downtime with superficial peels',
    ],
    faq: [
      {
        question: 'Will my skin visibly peel?',
        answer: 'Not always. With superficial peels many people see only fine, light flaking for two to five days, often around the mouth and nose, and some see none at all. Visible peeling is not a sign of whether the peel has worked.',
      },
      {
        question: 'Does a chemical peel hurt?',
        answer: 'Most people feel tingling, warmth or mild stinging for a few minutes while the peel is on. A cooling fan is used throughout, and the sensation settles once the peel is neutralised or washed off. Tell the doctor at once if it feels too strong.',
      },
      {
        question: 'Can I have a peel before a wedding or event?',
        answer: 'Yes, with planning. We usually advise the last peel at least one to two weeks before the event so that any flaking has settled. It is wiser not to try a new type of peel for the first time just before an important occasion.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'deep-peelings',
    overview: {
      title: 'What is a deep (medium-depth) peel?',
      paragraphs: [
        'A medium-depth peel reaches further into the skin than a routine superficial peel. It uses trichloroacetic acid (TCA), sometimes applied after Jessner’s solution, to remove the outer layer of the skin and part of the upper dermis. As the skin heals over about a week, new, more even skin forms and collagen is gently stimulated. It is used for deeper pigmentation, sun damage, fine lines and some shallow acne scars. Very deep phenol peels carry a high risk of pale patches on darker skin, so they are not part of this treatment.',
        'It suits people with moderate pigmentation, rough sun-damaged skin or shallow scarring who have already tried superficial peels and can accept about a week of visible peeling. Because Indian skin (Fitzpatrick III–V) darkens easily after injury, we select patients carefully and always prepare the skin first. It is not for you if you are pregnant or breastfeeding, have taken isotretinoin in the last six months, form keloids, have an active infection or cold sores, or cannot avoid the sun while healing.',
        'Your skin is prepared for two to four weeks beforehand with prescribed creams, and if you get cold sores, an antiviral tablet may be started before the peel. On the day, the skin is cleansed and degreased, and the peel is applied in layers while the doctor watches for an even white frosting. A fan and cool compresses ease the burning feeling, which is strongest for a few minutes. The session takes about 45 minutes and ends with a soothing application.',
        'One medium-depth peel can make a noticeable difference, and most plans involve one to three peels spaced about six to twelve weeks apart. The skin may look brighter and smoother once peeling has finished, with further gradual improvement over the next two to three months as collagen remodels. Deeper scars and pigment respond less predictably, and some patients benefit from combining this with other treatments. Results vary with skin type and the condition treated.',
        'Expect the skin to darken and tighten over two to three days, then peel for five to seven days, so plan time away from work or events. Never pull off the peeling skin. Wash gently, apply the prescribed ointment or moisturiser, stay out of the sun for the first week, then use sunscreen daily for months. Avoid heat, the gym, make-up and active creams until healed. Call the clinic promptly for oozing, yellow crusts, fever, severe pain or patchy darkening.',
      ],
    },
    included: [
      'Pre-peel priming plan and review',
      'Medium-depth TCA-based peel',
      'Cooling fan and cold compresses',
      'Follow-up check during healing',
    ],
    excluded: [
      'Not for keloid-prone skin',
      'Not advised during pregnancy',
      'Does not include phenol peels',
      'Priming creams and antivirals billed separately',
    ],
    benefits: [
      'Reaches deeper pigment than superficial peels',
      'Smoother texture and softer fine lines',
      'Fewer sessions than a superficial peel course',
      'Careful preparation to protect darker skin',
    ],
    faq: [
      {
        question: 'How much downtime should I plan for?',
        answer: 'Plan for about a week. The skin darkens and feels tight for two to three days, then peels for several days more. Most people prefer to stay home or work remotely during this time, and the new skin can look pink for a couple of weeks after.',
      },
      {
        question: 'Is a deep peel safe for Indian skin?',
        answer: 'Medium-depth peels can be used on Indian skin with careful selection, priming and strict sun protection. The main risk is darkening after the peel, which usually fades with treatment. Very deep phenol peels are avoided because of the risk of lasting pale patches.',
      },
      {
        question: 'Why do I need creams before the peel?',
        answer: 'Priming creams help the peel penetrate evenly, support healing and lower the chance of post-peel darkening, which matters more in darker skin. Using them for two to four weeks beforehand is one of the most useful things you can do for a safe result.',
      },
    ],
  },
  {
    id: 'microdermabrasion',
    overview: {
      title: 'What is microdermabrasion?',
      paragraphs: [
        'Microdermabrasion is a gentle mechanical exfoliation. A handpiece with a diamond-coated tip, or a fine stream of crystals, is passed over the skin while light suction lifts away the outermost layer of dead cells. This leaves the skin feeling smoother and looking brighter, and helps skincare products spread and absorb more evenly. It works only on the very surface, so it suits mild concerns and is often used for maintenance or alongside peels and other procedures.',
        'It suits people with dull skin, mild tan, rough texture, blackheads, superficial marks and early fine lines, and is generally well tolerated on Indian skin types (Fitzpatrick III–V) when pressure is kept moderate. Please wait if you have active inflamed acne, cold sores, a skin infection, sunburn or a flare of eczema or rosacea. Let us know if you are taking isotretinoin or have taken it in the last six months, or if you use retinoid creams, as the skin may be more fragile.',
        'After a short consultation, the skin is cleansed and the handpiece is moved over the face in gentle passes, usually two or three, with extra care around the eyes and lips. Most people feel a light scratching and suction, rather like a cat’s tongue, and no numbing cream is needed. The treatment is usually finished with a hydrating serum, a cooling mask and sunscreen. A session generally takes 30 to 45 minutes.',
        'Many people notice smoother, brighter skin after the first session, though this effect is short-lived on its own. For texture and mild marks, a course of five to eight sessions two to four weeks apart is usual, with gradual change over two to three months. Deeper pigmentation and acne scars respond only modestly and may be better served by peels, microneedling or lasers, which the dermatologist will discuss with you.',
        'There is usually no downtime. Mild pinkness may last an hour or two, and a little dryness a day or two. Use a gentle moisturiser and sunscreen, and reapply sunscreen outdoors. For two to three days avoid scrubs, retinoid or acid creams, waxing, threading, saunas and swimming. Call the clinic if you notice raw patches, blisters, increasing redness or breakouts that do not settle within a few days.',
      ],
    },
    included: [
      'Skin assessment before treatment',
      'Diamond-tip or crystal exfoliation',
      'Hydrating serum and cooling mask',
      'Aftercare and sunscreen advice',
    ],
    excluded: [
      'Not for active inflamed acne',
      'Not a treatment for deep scars',
      'Not during rosacea or eczema flares',
      'Home-care products billed separately',
    ],
    benefits: [
      'Smoother, softer-feeling skin after treatment',
      'Often brighter from the first session',
      'Helps skincare absorb more evenly',
      'No downtime for most people',
    ],
    faq: [
      {
        question: 'Does microdermabrasion hurt?',
        answer: 'Most people find it comfortable. You will feel a light scratching or sanding sensation with gentle suction. The doctor adjusts the pressure to your skin, and no numbing cream is needed. The skin may look slightly pink afterwards for an hour or two.',
      },
      {
        question: 'Is it safe for darker skin?',
        answer: 'Yes, microdermabrasion is generally well suited to Indian skin because it is superficial and uses no heat. Too much pressure can irritate the skin and leave marks, so settings are kept moderate, and sunscreen afterwards remains important.',
      },
      {
        question: 'How is it different from a chemical peel?',
        answer: 'Microdermabrasion removes dead cells mechanically with a tip or crystals, while a peel uses an acid solution. Peels can reach a little deeper and also help acne and pigmentation, whereas microdermabrasion is gentler. The dermatologist may suggest one or a combination, depending on your skin.',
      },
    ],
  },
  {
    id: 'micro-needling-prp',
    overview: {
      title: 'What is microneedling with PRP?',
      paragraphs: [
        'Microneedling uses a pen-like device with fine sterile needles to make thousands of tiny, controlled channels in the skin. The skin responds by repairing itself and making new collagen and elastin, a process called collagen induction. PRP, or platelet-rich plasma, is prepared by drawing a small amount of your own blood and spinning it in a centrifuge to concentrate the platelets. Applied to the needled skin, its growth factors are thought to support healing and may add to the result.',
        'It suits people with rolling or boxcar acne scars, enlarged pores, uneven texture, fine lines and some stretch marks, and is generally well suited to Indian skin (Fitzpatrick III–V) because it uses no heat. Please wait if you have active acne, cold sores or a skin infection, are pregnant or breastfeeding, or have taken isotretinoin in the last six months. It is not advised with bleeding disorders, a low platelet count, a tendency to form keloids, or blood-thinning medicines.',
        'Numbing cream is applied for 40 to 60 minutes before treatment. Meanwhile a small amount of blood, much like a routine blood test, is drawn and spun in a centrifuge to separate the PRP. The skin is then cleaned, and the device is passed over the treatment areas at a depth chosen for each zone. PRP is spread over the skin and may also be injected into deeper scars. The visit takes about 90 minutes in all, including numbing.',
        'Most people need three to six sessions four to six weeks apart. New collagen forms slowly, so changes usually become visible from about six to eight weeks after the first session and continue for three to six months after the course ends. Most patients notice smoother texture and shallower scars, though scars rarely disappear completely. Results vary with scar type, depth and how your skin heals.',
        'The skin will look red and feel like mild sunburn for one to three days, with slight swelling or pinpoint marks. Do not wash the face for about six hours, then use a gentle cleanser and moisturiser. Avoid make-up for 24 hours, start sunscreen from the next day, and avoid sun, swimming, saunas, the gym and active creams for about a week. Call the clinic for spreading redness, pus, fever or unusual pain.',
      ],
    },
    included: [
      'Dermatologist consultation and scar mapping',
      'Numbing cream before treatment',
      'PRP prepared from your own blood',
      'Soothing mask and aftercare plan',
    ],
    excluded: [
      'Not during active acne or infection',
      'Not for bleeding or platelet disorders',
      'Not advised during pregnancy',
      'Does not erase scars completely',
    ],
    benefits: [
      'Supports your skin’s own collagen production',
      'Softens acne scars and uneven texture',
      'Heat-free, so suitable for darker skin',
      'PRP prepared from your own blood',
    ],
    faq: [
      {
        question: 'Is microneedling with PRP painful?',
        answer: 'Numbing cream makes it comfortable for most people, who feel pressure and light prickling, mostly over bony areas such as the forehead and jawline. The blood draw feels like a routine blood test. Any soreness afterwards is usually mild and settles within a day or two.',
      },
      {
        question: 'How long before I see results?',
        answer: 'Collagen builds slowly. Most patients notice a gradual improvement in texture from about six to eight weeks after the first session, and changes continue for several months after the course ends. Photographs taken at each visit help you and the doctor compare progress fairly.',
      },
      {
        question: 'Is PRP safe if it comes from my own blood?',
        answer: 'PRP is prepared from your own blood in a sterile, single-use kit, so allergic reactions are very unlikely. The usual precautions still apply: tell us about bleeding disorders, low platelets, blood thinners or recent illness, as these can make PRP unsuitable or less effective.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'dermaroller-with-prp-and-subcision',
    overview: {
      title: 'What is dermaroller with PRP and subcision?',
      paragraphs: [
        'Some acne scars, especially rolling scars, sit low because fibrous bands tether the skin to deeper tissue. Subcision is a minor procedure in which a special needle or blunt cannula is passed under the scar to release these bands, letting the skin lift. A dermaroller then creates tiny channels across the area to stimulate new collagen. Platelet-rich plasma, prepared from your own blood, is applied to the surface and placed into the released spaces to support healing and may reduce the chance of the bands re-forming.',
        'It suits adults with rolling and some boxcar acne scars whose acne has been under control for several months. Ice-pick and raised scars need other treatments, which can be combined. Please wait if you have active acne, an infection or cold sores, are pregnant or breastfeeding, or have taken isotretinoin in the last six months. It is not advised with bleeding disorders, low platelets, keloid tendency or blood thinners. On Indian skin (Fitzpatrick III–V) we plan carefully to limit post-inflammatory darkening.',
        'Numbing cream is applied for about 45 to 60 minutes, and a small amount of blood is drawn and centrifuged to prepare the PRP. After cleansing, the doctor injects a little local anaesthetic under the scars to be released, then performs subcision through tiny entry points. The dermaroller is passed over the area, PRP is applied and placed into the released spaces, and a cold compress is held on to limit bruising. The whole visit usually takes about two hours.',
        'Most people need three to four sessions four to six weeks apart; deeper or widespread scarring may need more. Swelling can make scars look better for a few days, but this settles, and real change appears gradually as collagen forms, usually from two to three months onward and continuing for up to six months. Most patients notice softer, shallower scars; complete clearance is unusual. Results depend on scar type and how your skin heals.',
        'Expect swelling for two to three days and bruising that may last five to ten days, so plan around events. Small firm lumps under the skin may be felt for a few weeks and usually soften on their own. Use cold compresses, sleep with your head slightly raised and avoid make-up for 24 hours. Avoid sun, heat, the gym, swimming and facials for a week, and use sunscreen daily. Call the clinic for increasing pain, warmth, pus or fever.',
      ],
    },
    included: [
      'Scar assessment and mapping by dermatologist',
      'Numbing cream and local anaesthetic',
      'Subcision, dermaroller and PRP together',
      'Follow-up review and aftercare plan',
    ],
    excluded: [
      'Not for active acne breakouts',
      'Ice-pick scars need additional treatment',
      'Not for bleeding or platelet disorders',
      'Not advised during pregnancy',
    ],
    benefits: [
      'Releases tethered scars from beneath',
      'Stimulates collagen under depressed scars',
      'Uses PRP from your own blood',
      'Can be combined with other scar treatments',
    ],
    faq: [
      {
        question: 'How much bruising should I expect?',
        answer: 'Bruising is expected with subcision and varies between people. It is most visible for the first few days and usually fades over five to ten days. Avoiding blood-thinning painkillers beforehand, if your own doctor agrees, and using cold compresses afterwards can help limit it.',
      },
      {
        question: 'Which acne scars does this treat best?',
        answer: 'It works best for rolling scars, the broad, soft depressions that look worse in side lighting, and helps some boxcar scars. Deep, narrow ice-pick scars respond poorly to subcision and are usually treated separately, for example with TCA CROSS or punch techniques.',
      },
      {
        question: 'What affects the cost of this treatment?',
        answer: 'Cost depends mainly on the number and spread of scars, how many areas need subcision and how many sessions your plan requires. Any additional treatments for other scar types are priced separately. The dermatologist will explain the full plan and cost after examining your skin.',
      },
    ],
    beforeAfter: true,
  },
];
