import type { TreatmentDetail } from '../types';

/**
 * Long copy for the facial and body-care treatment pages (Skin: Facials, Body Care).
 * Apostrophes are typographic (’) throughout.
 */
export const facialAndBodyCareDetails: TreatmentDetail[] = [
  {
    id: 'facials',
    overview: {
      title: 'What is a clinical facial?',
      paragraphs: [
        'A clinical facial is a facial planned by a dermatologist rather than picked from a menu. After looking at your skin, the doctor chooses each step: a gentle cleanse, mild exfoliation with an enzyme or a low-strength acid, careful extraction of blackheads and whiteheads where needed, a serum suited to your concern, and a calming mask. The aim is clean, comfortable, well-hydrated skin and a more even glow, using products that suit Indian skin and Pune’s changing seasons.',
        'Clinical facials suit most adults with normal, oily, dry or combination skin, and people who want regular care for dullness, tan, clogged pores or mild acne. Please wait if you have an active skin infection, cold sores, sunburn, a flare of rosacea or eczema, or painful cystic acne, which needs medical treatment first. If you have taken isotretinoin in the last six months, or use retinoid creams, tell us so that exfoliation and extraction can be kept gentle.',
        'Your visit begins with a short consultation and skin analysis. The therapist then cleanses your face, applies the exfoliating step and, if needed, softens the skin with warm towels before gentle extraction under the doctor’s protocol. A serum and a mask chosen for your skin follow, and the session ends with moisturiser and sunscreen. A facial usually takes 45 to 60 minutes. Most people find it relaxing; extraction may feel briefly tender, and a cooling mask settles any warmth.',
        'Skin renews its surface roughly once a month, so most patients book a facial every three to four weeks. Many notice fresher, softer skin straight after the first session, while changes in clogged pores, tan and texture usually build over three to four sessions. Results vary with your skin type, home routine and sun exposure. A facial supports skin health; if you have acne, melasma or scarring, the doctor may suggest adding a targeted treatment.',
        'There is no downtime. Mild pinkness after extraction usually settles within a few hours. For the next 24 hours, avoid make-up, steam, saunas, heavy workouts and swimming, and for two to three days skip scrubs, peels and retinoid creams. Use a broad-spectrum sunscreen of SPF 30 or more every day, reapplying it in strong sun, because freshly exfoliated skin tans more easily in our climate. Call the clinic if you notice spreading redness, painful bumps or swelling.',
      ],
    },
    included: [
      'Doctor consultation and skin analysis',
      'Cleansing, exfoliation and gentle extraction',
      'Serum and mask matched to your skin',
      'Sunscreen and home-care advice',
    ],
    excluded: [
      'Not a treatment for cystic acne',
      'Not done on infected or sunburnt skin',
      'Does not remove deep pigmentation or scars',
      'Prescription medicines billed separately',
    ],
    benefits: [
      'Cleaner pores and smoother skin texture',
      'Hydration and a fresher, more even glow',
      'Steps chosen for your skin type',
      'Planned and supervised by a dermatologist',
    ],
    faq: [
      {
        question: 'Is a clinical facial different from a salon facial?',
        answer: 'Yes. The steps and products are chosen after a dermatologist assesses your skin, extraction follows a hygienic medical protocol, and harsh scrubs or bleaching are avoided. If a problem such as acne or melasma needs treatment, the doctor can advise you at the same visit.',
      },
      {
        question: 'Can I have a facial if I have acne?',
        answer: 'Usually, yes, if your acne is mild. The facial is adapted with oil-controlling steps and gentle extraction of blackheads and whiteheads. Inflamed, painful or cystic pimples are never squeezed, as this can leave marks and scars; these need medical treatment first.',
      },
      {
        question: 'How soon before an event should I book?',
        answer: 'Ideally three to seven days before, so any mild redness from extraction has settled. If you have never had a facial at the clinic, book a first session a few weeks earlier so we can see how your skin responds before the important day.',
      },
    ],
  },
  {
    id: 'hydrafacial',
    overview: {
      title: 'What is a HydraFacial?',
      paragraphs: [
        'A HydraFacial is a machine-assisted facial based on hydradermabrasion. A handpiece with a spiral tip uses gentle suction while delivering liquid solutions, so the skin is cleansed, exfoliated, cleared of debris in the pores and then hydrated in one continuous process. The serums typically contain ingredients such as hyaluronic acid, antioxidants and peptides. Because nothing gritty is rubbed on the skin, it is one of the gentler ways to refresh dull, congested or dehydrated skin.',
        'It suits most skin types, including sensitive and oily skin, and people who want a quick refresh with no downtime, for example before an event. It helps with dullness, blackheads, mild uneven texture and dehydration. Please wait if you have sunburn, an active skin infection or cold sore, a rosacea flare or open wounds. Tell us if you are pregnant, are allergic to aspirin or salicylates, or have taken isotretinoin in the last six months, so the acid step can be changed or left out.',
        'After a short skin assessment, your face is cleansed and the device is passed over the skin in stages: first a cleansing and exfoliating tip, then a mild acid solution to loosen dead cells, then painless suction extraction, and finally infusion of hydrating serums. Some sessions add LED light or a lymphatic drainage massage. The treatment takes about 30 to 60 minutes. Most patients describe it as a cool, gentle suction, and no numbing cream is needed.',
        'Most patients notice smoother, brighter skin straight after the first session, and this glow typically lasts several days to a week. For ongoing concerns such as congestion or dehydration, a series of four to six sessions, two to four weeks apart, is common, followed by monthly maintenance if you wish. Results vary with your skin type, age, routine and sun exposure. A HydraFacial freshens the skin but does not treat deep pigmentation or scars.',
        'There is no downtime, and most people return to work straight away. Slight pinkness may last an hour or two. Avoid make-up for about six hours, and avoid saunas, steam, swimming and heavy workouts for 24 hours. Skip scrubs, peels and retinoid creams for two days. Apply a broad-spectrum sunscreen of SPF 30 or more every morning and reapply it outdoors. Call the clinic if you develop unusual redness, itching, a rash or breakouts that get worse.',
      ],
    },
    included: [
      'Skin assessment before the session',
      'Cleansing, exfoliation and suction extraction',
      'Hydrating serum infusion',
      'Sunscreen and aftercare advice',
    ],
    excluded: [
      'Not for active infection or sunburn',
      'Not a treatment for melasma or scars',
      'Not a substitute for acne treatment',
      'Prescription medicines billed separately',
    ],
    benefits: [
      'Gentle cleansing and pore extraction',
      'Instant hydration with no downtime',
      'Suitable for most skin types',
      'A smoother, brighter look for most patients',
    ],
    faq: [
      {
        question: 'Does a HydraFacial hurt?',
        answer: 'No. Most people find it relaxing. The suction feels like a cool, gentle pull, and the acid step may tingle for a few seconds. If your skin is sensitive, the suction can be lowered and milder solutions chosen.',
      },
      {
        question: 'Is it safe for Indian skin tones?',
        answer: 'Yes, it is generally well suited to Indian skin because it uses no heat and no harsh abrasion, so the risk of darkening afterwards is low. Very sensitive or reactive skin is still assessed first, and the acid step can be softened or skipped.',
      },
      {
        question: 'How long does the glow last?',
        answer: 'Most patients notice the glow for around five to seven days. Regular sessions, a steady home routine and daily sunscreen help with longer-term improvement in texture and congestion. Results vary from person to person.',
      },
    ],
  },
  {
    id: 'korean-facial',
    overview: {
      title: 'What is the Korean Glass Skin Facial?',
      paragraphs: [
        'The Korean Glass Skin Facial borrows its idea from Korean skincare: many thin layers of hydration rather than one heavy cream, so the skin looks smooth, clear and dewy. At the clinic this means a gentle double cleanse, mild enzyme exfoliation, and layering of essences, serums and an ampoule rich in hydrating ingredients such as hyaluronic acid, finished with a soothing mask. It improves hydration and surface glow; it does not change your natural skin colour.',
        'It suits people with dull, dry, dehydrated or tired-looking skin, and those who want a fresh, dewy look before a function. Oily skin can have it too, with lighter, non-comedogenic layers. Please wait if you have an active skin infection, a cold sore, sunburn, a flare of eczema or rosacea, or inflamed acne. Tell us about any allergies to skincare ingredients. How dewy the finish looks depends partly on your skin type and the season, so expectations are discussed beforehand.',
        'After a brief skin check, your face is cleansed twice, first with an oil-based and then a water-based cleanser, and gently exfoliated. Hydrating layers are then pressed into the skin one by one, sometimes with a cool roller or ultrasound to help them spread evenly. A sheet or hydrogel mask rests on the skin for about 15 minutes, followed by moisturiser and sunscreen. The facial takes about 60 to 75 minutes, is painless and feels cool and soothing.',
        'Most patients notice plumper, more radiant skin right after the session, and this usually lasts a few days. For a steadier improvement in hydration and texture, a course of three to four sessions, two to four weeks apart, together with a simple home routine, works better than a single facial. Results vary with skin type, age, season and sun exposure. If you want deeper, longer-lasting changes, the doctor may suggest the Korean Skin Treatment programme instead.',
        'There is no downtime. Avoid make-up for a few hours so the layers can settle, and skip saunas, steam and heavy workouts for 24 hours. Do not use scrubs, peels or retinoid creams for two days. Keep up a gentle cleanser, a light moisturiser and a broad-spectrum sunscreen of SPF 30 or more, reapplied outdoors, since sun and heat quickly dull the finish. Call the clinic if you develop itching, a rash or unusual redness.',
      ],
    },
    included: [
      'Skin check before the facial',
      'Double cleanse and gentle enzyme exfoliation',
      'Layered hydrating serums and ampoule',
      'Soothing sheet or hydrogel mask',
    ],
    excluded: [
      'Not for inflamed acne or infection',
      'Does not lighten natural skin colour',
      'Not a treatment for melasma',
      'Home-care products billed separately',
    ],
    benefits: [
      'Deep, layered hydration for dull skin',
      'A dewy, even-looking glow',
      'Painless, with no downtime',
      'Gentle enough for sensitive skin',
    ],
    faq: [
      {
        question: 'Will I get “glass skin” after one facial?',
        answer: 'Most people see a clear, dewy glow straight away, but it is temporary. A longer-lasting smooth, translucent look depends on regular sessions, a consistent home routine and daily sunscreen. Skin texture, pores and oiliness also differ, so results vary from person to person.',
      },
      {
        question: 'Is it suitable for oily or acne-prone skin?',
        answer: 'Yes, with adjustments. We use lighter, non-comedogenic layers and keep rich creams away from oily areas. If you have inflamed pimples, the doctor may suggest treating them first, as layering products over active acne can sometimes make it worse.',
      },
      {
        question: 'How is this different from the Korean Skin Treatment?',
        answer: 'The facial is a single, relaxing session for hydration and glow. The Korean Skin Treatment is a doctor-planned programme over several sessions that combines exfoliation, mild peels and serum infusion for a more lasting improvement in texture and clarity.',
      },
    ],
  },
  {
    id: 'korean-skin-treatment',
    overview: {
      title: 'Understanding the Korean Skin Treatment programme',
      paragraphs: [
        'The Korean Skin Treatment is a multi-step programme, planned over several sessions, that aims for clear, smooth and well-hydrated skin, often described as translucent. Instead of one strong procedure, it combines gentle steps: hydradermabrasion to cleanse pores, a mild peel such as lactic or mandelic acid to refine texture, infusion of hydrating and brightening serums with ultrasound or a similar device, and soothing LED light where suitable. A home routine of cleanser, moisturiser and sunscreen completes the plan.',
        'It suits adults with dullness, uneven texture, dehydration, mild tan or early fine lines who prefer gradual change without downtime, and it can be adapted for oily, acne-prone and sensitive skin. Please wait if you have an active infection, cold sores, sunburn, or an eczema or rosacea flare. The peel step is changed or left out if you are pregnant or breastfeeding, or have taken isotretinoin in the last six months. If you have melasma, the doctor first checks which steps are safe for you.',
        'At the first visit, the doctor examines your skin and sets the plan. Each session then starts with cleansing and hydradermabrasion, followed by the peel chosen for that visit, which may tingle for a minute or two before it is neutralised or rinsed off. Serums are then infused, a calming mask or LED light follows, and sunscreen is applied. A session usually takes 60 to 90 minutes. No numbing cream is needed, and cool compresses are used if the skin feels warm.',
        'A typical programme is four to six sessions, spaced two to four weeks apart, with the steps adjusted as your skin responds. Most patients notice better hydration and glow after the first one or two sessions, while changes in texture, tan and pores usually build over two to three months. Results vary with skin type, age, home care and sun exposure. Once the programme ends, a session every one to two months may help maintain the improvement.',
        'Expect little or no downtime. Some have mild redness for a few hours, or light flaking for two to three days after a peel; please do not pick at it. Avoid saunas, steam, swimming and heavy workouts for 24 to 48 hours, and pause retinoid creams and scrubs for three days before and after each session. Use a broad-spectrum sunscreen of SPF 30 or more daily, since freshly exfoliated Indian skin tans and darkens easily in strong sun. Call the clinic if you notice burning, blistering or dark patches.',
      ],
    },
    included: [
      'Doctor assessment and personalised programme plan',
      'Hydradermabrasion and mild peel steps',
      'Serum infusion and soothing LED',
      'Home-care routine guidance',
    ],
    excluded: [
      'Injectable skin boosters are separate treatments',
      'Not for active infection or sunburn',
      'Not a skin-whitening treatment',
      'Home-care products billed separately',
    ],
    benefits: [
      'Gradual improvement in hydration and texture',
      'Clearer, more even-looking skin tone',
      'Gentle steps with little downtime',
      'Plan adjusted at every visit',
    ],
    faq: [
      {
        question: 'How is this different from a regular facial?',
        answer: 'A facial is a single session. This is a programme planned by the doctor, with steps such as peels and serum infusion adjusted visit by visit. It aims for a gradual, longer-lasting improvement in texture and clarity rather than a glow that lasts a few days.',
      },
      {
        question: 'Is it suitable for darker or sensitive skin?',
        answer: 'Yes. The steps are gentle and the peel strength is chosen for your skin type. Indian skin can darken after irritation, so the doctor starts mildly, increases strength only if your skin tolerates it, and asks you to use sunscreen every day.',
      },
      {
        question: 'What affects the overall cost?',
        answer: 'The cost depends on the number of sessions you need, which steps are included at each visit and any home-care products you choose to buy. The doctor explains the plan and its cost at your consultation, before you begin.',
      },
    ],
  },
  {
    id: 'vampire-facial',
    overview: {
      title: 'What is a Vampire Facial (PRP facial)?',
      paragraphs: [
        'A Vampire Facial, also called a PRP facial, combines microneedling with platelet-rich plasma (PRP) prepared from your own blood. A small blood sample is spun in a centrifuge to separate plasma rich in platelets, which carry growth factors. Microneedling creates tiny, controlled channels in the skin, and the PRP is spread over it so it can reach deeper layers. Together they prompt the skin’s own repair response, which may gradually improve texture, fine lines, mild acne scars and dullness.',
        'It suits adults with mild to moderate acne scars, enlarged pores, fine lines or tired-looking skin who prefer a treatment using their own blood. It is not advised if you are pregnant or breastfeeding, have a bleeding or platelet disorder, take blood thinners, have active acne, cold sores or a skin infection, or have taken isotretinoin in the last six months. People with a tendency to keloids, uncontrolled diabetes, anaemia or cancer under treatment should discuss it with the doctor first.',
        'Numbing cream is applied to the face for about 40 to 45 minutes. Meanwhile, about 10 to 20 ml of blood is drawn from your arm and spun in a centrifuge to prepare the PRP. The skin is cleaned, and the doctor passes a sterile microneedling device over the face while applying PRP; some areas may also receive small PRP injections. The procedure itself takes about 30 to 45 minutes, and the whole visit about 90 minutes. A cooling mask is applied afterwards.',
        'Most patients need three to four sessions, four to six weeks apart, depending on the concern. Some notice a fresher look within two weeks, but changes in texture and scars build slowly as new collagen forms, usually over three to six months after the course. Results vary with age, skin type, scar depth and lifestyle, and deeper scars may need other treatments such as subcision or fractional laser. A yearly maintenance session may help some patients.',
        'Expect redness like a mild sunburn for one to three days, with slight swelling or pinpoint marks. Leave the skin untouched for the first few hours, then wash gently as advised. Avoid make-up for 24 hours, and saunas, swimming, heavy workouts and direct sun for 48 hours. Skip retinoids and acids for five to seven days. Daily SPF 30 or more is essential, because Fitzpatrick III–V skin can darken after microneedling. Call the clinic if pain, swelling or pus increases, or if you develop fever.',
      ],
    },
    included: [
      'Doctor consultation and suitability check',
      'Blood draw and PRP preparation',
      'Numbing cream and sterile microneedling',
      'Cooling mask and written aftercare',
    ],
    excluded: [
      'Not advised during pregnancy',
      'Not for bleeding disorders or blood thinners',
      'Not for active acne or infection',
      'Deep scars may need other treatments',
    ],
    benefits: [
      'Uses your own blood, no synthetic products',
      'Gradual improvement in texture and fine lines',
      'May soften mild acne scars',
      'Supports the skin’s natural collagen repair',
    ],
    faq: [
      {
        question: 'Is the Vampire Facial painful?',
        answer: 'With numbing cream, most patients feel pressure and mild prickling rather than pain. Bony areas such as the forehead and jawline may feel more sensitive. The blood draw feels like a routine blood test. Tell the doctor if you are uncomfortable, and the needle depth can be adjusted.',
      },
      {
        question: 'Is it safe for Indian skin?',
        answer: 'Yes, when it is planned carefully. Microneedling does not use heat, so the risk of pigmentation is lower than with some lasers, but Indian skin can still darken after inflammation. Strict sun protection before and after, and avoiding sessions on tanned skin, lower this risk.',
      },
      {
        question: 'When will I see results?',
        answer: 'Some glow may show within a week or two once the redness settles. Changes in texture and scars appear gradually as new collagen forms, so the full effect is usually judged three to six months after the course. Results vary between patients.',
      },
    ],
  },
  {
    id: 'oxygeneo-facial',
    overview: {
      title: 'What is an OxyGeneo facial?',
      paragraphs: [
        'OxyGeneo is a three-in-one facial performed with a dedicated device. A small capsule on the treatment tip gently exfoliates the skin while reacting with a special gel to release tiny carbon dioxide bubbles. According to the manufacturer, these bubbles prompt the body to send more oxygen-rich blood to the treated skin from within. Nutrient serums, for example with hyaluronic acid or vitamin C, are then infused with ultrasound. Many patients notice brighter, smoother and refreshed-looking skin.',
        'It suits most skin types, including Indian skin, and is used for dullness, dehydration, mild uneven tone, early fine lines and congested pores. As there is no downtime, it is popular before functions. Please wait if you have sunburn, an active skin infection or cold sore, open wounds, or a flare of rosacea or eczema. If you are pregnant or breastfeeding, have a skin allergy, or have taken isotretinoin in the last six months, tell the doctor so the serums and exfoliation can be adjusted.',
        'After a short skin assessment, your face is cleansed. The doctor or therapist chooses a capsule and serum for your concern, then moves the handpiece over the skin in slow passes for exfoliation and oxygenation. A second handpiece uses ultrasound to work the serum into the skin, and a soothing massage or mask may follow. The session takes about 45 to 60 minutes. It feels like a gentle fizzing and tingling, and no numbing cream is needed.',
        'Many patients notice a glow straight after one session, and for most it lasts a few days to a week. For ongoing concerns such as dullness, uneven tone or dehydration, a course of four to six sessions, two to four weeks apart, is usually suggested, followed by maintenance every month or two if you wish. Results vary with your skin type, age, home routine and sun exposure. OxyGeneo does not treat deep pigmentation, melasma or scars.',
        'Mild pinkness, if any, usually fades within an hour or two, and you can return to work the same day. Avoid make-up for about six hours, and saunas, steam, swimming and heavy workouts for 24 hours. Skip scrubs, peels and retinoid creams for two days. Protect your skin with a broad-spectrum sunscreen of SPF 30 or more and reapply it outdoors, especially in summer. Call the clinic if you notice a rash, itching, swelling or unusual redness.',
      ],
    },
    included: [
      'Skin assessment and capsule selection',
      'Exfoliation and oxygenation with the handpiece',
      'Ultrasound infusion of a targeted serum',
      'Sunscreen and aftercare advice',
    ],
    excluded: [
      'Not for sunburnt or infected skin',
      'Not a treatment for melasma or scars',
      'Does not lighten natural skin colour',
      'Home-care products billed separately',
    ],
    benefits: [
      'Exfoliation, infusion and oxygenation in one session',
      'Refreshed-looking skin with no downtime',
      'Comfortable, needle-free and heat-free',
      'Serums matched to your skin concern',
    ],
    faq: [
      {
        question: 'What does an OxyGeneo facial feel like?',
        answer: 'Most patients find it comfortable and relaxing. You feel a gentle fizzing from the bubbles, light rubbing as the tip exfoliates, and slight warmth or tingling during the ultrasound step. There are no needles, and no numbing cream is needed.',
      },
      {
        question: 'Does it really put oxygen into my skin?',
        answer: 'The device does not blow oxygen onto the skin. The manufacturer explains that the carbon dioxide bubbles prompt the body to increase blood flow and oxygen to the treated area, though research on this is limited. What patients usually notice is a fresher, brighter look.',
      },
      {
        question: 'How often can I have it?',
        answer: 'For a specific concern, a session every two to four weeks over a course of four to six is common. For maintenance, once every month or two is usually enough. The doctor may change this depending on how your skin responds.',
      },
    ],
  },
  {
    id: 'carbon-facial',
    overview: {
      title: 'What is a Carbon Laser Facial?',
      paragraphs: [
        'A Carbon Laser Facial, also called a carbon peel, uses a thin layer of medical-grade carbon lotion and a Q-switched Nd:YAG laser. The carbon settles into pores and onto the skin surface. When the laser passes over it, the carbon absorbs the energy and breaks up, lifting away dead cells, oil and debris with it. The gentle heat may also reduce oiliness for a while, so pores often look smaller and the skin looks brighter.',
        'It suits oily and combination skin, open pores, blackheads, dullness, mild tan and mild acne, and is generally well tolerated by Indian skin (Fitzpatrick III–V) at suitable settings. It is not advised during pregnancy, on sunburnt or freshly tanned skin, or with an active infection or cold sore. Please wait if you have taken isotretinoin in the last six months or take medicines that make you sensitive to light. If you have melasma, the doctor decides whether laser is right for you.',
        'Your face is cleansed and a thin coat of carbon lotion is applied and left to dry for about 10 minutes. You and the doctor wear protective eyewear. The doctor makes a laser pass, which makes a snapping sound as the carbon breaks up, and then a second, gentler pass on clean skin. A soothing gel and sunscreen are applied at the end. The session takes 30 to 45 minutes; most people feel only warm prickling, so numbing cream is rarely needed.',
        'Most patients notice fresher skin and less oiliness after the first session, though this is temporary. For longer-lasting change in pores, oil and dullness, three to six sessions, two to four weeks apart, are usually advised, with improvement building over six to eight weeks. Results vary with skin type, hormones, age and sun exposure. If acne is active or hormonal, the doctor may combine the facial with medicines, and a maintenance session every one to two months may help.',
        'Mild redness and warmth usually settle within one to two hours, and you can return to work the same day. For 48 hours, avoid saunas, steam, hot yoga, heavy workouts and direct midday sun. Skip scrubs, peels and retinoid creams for three days. Apply a broad-spectrum sunscreen of SPF 30 or more every morning and reapply it outdoors, as laser-treated Indian skin can develop dark patches after sun or heat. Call the clinic if you notice blisters, crusting or darkening.',
      ],
    },
    included: [
      'Doctor assessment and laser settings',
      'Carbon lotion application',
      'Q-switched Nd:YAG laser passes with eye protection',
      'Soothing gel and sunscreen',
    ],
    excluded: [
      'Not advised during pregnancy',
      'Not for sunburnt or infected skin',
      'Not a treatment for deep acne scars',
      'Prescription acne medicines billed separately',
    ],
    benefits: [
      'Less oily skin for most patients',
      'Cleaner pores that may look smaller',
      'Brighter skin with minimal downtime',
      'Generally suitable for Indian skin types',
    ],
    faq: [
      {
        question: 'Does the carbon laser facial hurt?',
        answer: 'Most people describe a warm, prickling or snapping feeling, like light taps on the skin. It is usually comfortable without numbing cream. The doctor can adjust the settings or add cooling if any area feels too warm.',
      },
      {
        question: 'Is it safe for darker Indian skin?',
        answer: 'Generally, yes. The Q-switched Nd:YAG laser is widely used on Fitzpatrick III–V skin because its longer wavelength is absorbed less by surface pigment. Settings are chosen for your skin, and sun protection afterwards reduces the chance of darkening.',
      },
      {
        question: 'Will it clear my acne?',
        answer: 'It may help mild acne by reducing oil and clearing pores, but it is not a cure. Moderate or severe acne usually needs prescription treatment, and the doctor may use the carbon facial as one part of a wider plan.',
      },
    ],
  },
  {
    id: 'photo-facial',
    overview: {
      title: 'What is a Photo Facial (IPL)?',
      paragraphs: [
        'A photo facial uses intense pulsed light (IPL), a device that sends short flashes of broad-spectrum light through filters into the skin. The light is absorbed by brown pigment in sun spots and by red blood vessels in areas of redness, which gently heats and breaks them down. Over the following days, treated spots darken slightly and flake away, while redness and small visible vessels gradually fade. IPL is a light treatment, not a laser, and the filters are chosen for each concern.',
        'IPL works best on lighter skin, roughly Fitzpatrick I–III, for sun spots, freckles, diffuse redness and small thread veins. Many Indian skins (types IV–V) carry a higher risk of burns and dark patches, so the doctor may test a small area first or suggest a safer option such as a laser or peel. It is not advised on tanned skin, during pregnancy, with light-sensitising medicines or light-triggered epilepsy, after isotretinoin in the last six months, or usually for melasma, which it can worsen.',
        'After cleansing and photographs, the doctor may do a test patch. A cool gel is spread over the area, and you wear protective eyewear. The smooth glass head of the device is placed on the skin, and each flash feels like a quick, warm snap, similar to a rubber band. Built-in cooling and the gel keep you comfortable, and numbing cream is seldom needed. A full-face session takes about 20 to 40 minutes, followed by a cool compress and sunscreen.',
        'Most patients need three to five sessions, three to four weeks apart. Sun spots often look darker for one to two weeks after each session before they flake off, and many patients see a more even tone after two or three sessions. Redness and thread veins fade more gradually. Results vary with skin type, the depth of pigment and sun exposure, and new spots can appear with time, so a yearly maintenance session may be suggested.',
        'Expect mild redness and warmth for a few hours, and darkened spots that flake off within about a week; let them fall off on their own. Avoid saunas, steam and heavy workouts for 48 hours, and stay out of strong sun for at least two weeks before and after each session. Use a broad-spectrum sunscreen of SPF 30 to 50 every day. Call the clinic if you notice blisters, crusts, swelling, or new dark or light patches.',
      ],
    },
    included: [
      'Doctor assessment and skin-type check',
      'Test patch where needed',
      'Cooling gel and eye protection',
      'Sunscreen and written aftercare',
    ],
    excluded: [
      'Not for tanned or sunburnt skin',
      'Usually not suitable for melasma',
      'Not advised during pregnancy',
      'May not suit darker skin types',
    ],
    benefits: [
      'Softens sun spots and freckles',
      'Reduces redness and small thread veins',
      'Little downtime for most patients',
      'Test patch to check your skin’s response',
    ],
    faq: [
      {
        question: 'Is IPL safe for Indian skin?',
        answer: 'It depends on your skin type. IPL is safest on lighter skin. For medium to darker Indian skin, the risk of burns and dark patches is higher, so the doctor checks your skin type, may test a small patch and, if needed, recommends a safer alternative.',
      },
      {
        question: 'Can IPL treat melasma?',
        answer: 'Usually not as a first choice. Melasma is sensitive to heat and light, and IPL can make it darker or bring it back after a short improvement. The doctor normally treats melasma with sunscreen, creams and carefully chosen peels or lasers instead.',
      },
      {
        question: 'Why do my spots look darker after the session?',
        answer: 'This is an expected response. The treated pigment rises towards the surface and looks darker, like fine coffee grounds, for about a week before it flakes away. Please do not scrub or pick it; let it shed naturally.',
      },
    ],
  },
  {
    id: 'medical-spa-facials',
    overview: {
      title: 'What is a medical spa facial?',
      paragraphs: [
        'A medical spa facial combines the calm of a spa with the care of a dermatology clinic. It uses medical-grade products, chosen for their ingredients and a strength suited to your skin, rather than heavily perfumed salon creams. A typical facial includes cleansing, gentle exfoliation, a relaxing face, neck and shoulder massage, a treatment mask and a serum matched to your skin. It is meant for relaxation and maintenance, helping skin look rested, hydrated and comfortable.',
        'It suits most adults who want regular, gentle care, including those with dry, dull, sensitive or stressed skin, and people between other clinic treatments. It is not a treatment for acne, melasma or scars. Please wait if you have a skin infection, cold sores, sunburn, or a flare of eczema, rosacea or acne. Tell us if you are pregnant, have allergies to skincare products or fragrance, or use retinoid creams, so that exfoliation and massage can be adjusted.',
        'Your visit starts with a short skin check. The therapist cleanses your skin, applies a mild exfoliant and then gives a slow massage of the face, neck and shoulders to ease tension. A treatment mask is left on for 10 to 15 minutes while you rest, followed by serum, moisturiser and sunscreen. The session takes about 60 to 75 minutes. The room is kept quiet and cool, and the steps are gentle enough that most patients find it deeply relaxing.',
        'After one facial, most patients find their skin feels softer and looks fresher for a few days. For continued benefit, a facial every four weeks fits the skin’s natural renewal cycle and pairs well with your home routine. Results vary with skin type, age, season and lifestyle. If your skin shows a concern that needs medical care, such as persistent pigmentation or acne, the doctor can suggest a targeted treatment alongside or instead.',
        'There is no downtime. Avoid heavy make-up for a few hours, and avoid saunas, steam and strenuous exercise for the rest of the day. Skip scrubs and retinoid creams for a day or two. Continue a gentle cleanser, moisturiser and a broad-spectrum sunscreen of SPF 30 or more, reapplied when you are outdoors in Pune’s strong sun. If you notice itching, a rash, swelling or unusual redness after the facial, call the clinic so the doctor can advise you.',
      ],
    },
    included: [
      'Short skin check before the facial',
      'Cleansing and gentle exfoliation',
      'Face, neck and shoulder massage',
      'Medical-grade mask and serum',
    ],
    excluded: [
      'Not a treatment for acne or melasma',
      'Not for infected or sunburnt skin',
      'No harsh bleaching or scrubs',
      'Home-care products billed separately',
    ],
    benefits: [
      'Relaxing care with medical-grade products',
      'Softer, fresher-looking skin for most patients',
      'Gentle enough for sensitive skin',
      'Skin checked by the dermatology team',
    ],
    faq: [
      {
        question: 'How is a medical spa facial different from a clinical facial?',
        answer: 'A medical spa facial focuses on relaxation and maintenance, with a longer massage and gentle steps. A clinical facial is more targeted, with extraction and active ingredients chosen by the doctor for a concern such as clogged pores or tan.',
      },
      {
        question: 'Can I have one if my skin is sensitive?',
        answer: 'Yes. We use fragrance-free or low-fragrance products where possible, skip strong exfoliants and keep the massage gentle. Tell us about any past reactions, and the team will choose products accordingly or suggest a patch test first.',
      },
      {
        question: 'How often should I book?',
        answer: 'Every four weeks suits most people, in line with the skin’s renewal cycle. Before a function, book three to seven days ahead so your skin looks settled. Between facials, a simple home routine with daily sunscreen matters most.',
      },
    ],
  },
  {
    id: 'pre-bridal-specials',
    overview: {
      title: 'Planning your pre-bridal skin and hair care',
      paragraphs: [
        'Our Pre-Bridal Specials are a planned programme of skin and hair care leading up to your wedding, rather than a single facial the week before. After a consultation, the doctor sets a calendar that may include clinical facials, gentle peels for tan and uneven tone, hydration treatments, care for acne or pigmentation, and scalp and hair-fall care. Each step is timed so your skin is calm and rested on the day. Grooms and family members are welcome too.',
        'The programme suits brides and grooms who want healthy, even-looking skin and hair, and it works best when started three to six months before the wedding. Tell us if you are pregnant or planning a pregnancy, as some peels, lasers and creams are avoided then. If you have taken isotretinoin in the last six months, or have active acne, eczema or a skin infection, these are addressed first. A tendency to keloids or very reactive skin also changes which procedures are chosen.',
        'Your first visit includes a detailed consultation, skin and scalp analysis, and photographs to track progress. The doctor explains the plan, usually with sessions every two to four weeks, and starts with gentle treatments to see how your skin responds. Each session typically takes 45 to 90 minutes, depending on the step. Numbing cream, cooling masks and soothing gels are used where needed. Any new or stronger treatment is tried well in advance, never for the first time close to the wedding.',
        'A typical programme has five to eight sessions spread over three to six months, with the final facial three to seven days before the wedding. Many patients notice brighter, more comfortable skin within the first month, while tan, pigmentation and hair fall usually take two to three months to respond. Results vary with your skin, stress, sleep, sun exposure and how closely you follow the home routine. Shorter timelines are possible, but the plan is then kept gentler.',
        'After each session, follow the written aftercare: avoid sun, saunas and heavy workouts for 24 to 48 hours, and pause retinoids or scrubs as advised. Use a broad-spectrum sunscreen of SPF 30 or more every day, including at outdoor functions, since haldi, mehendi and travel often mean hours in the sun. In the final two weeks, avoid new products, bleaching, and waxing or threading on freshly treated skin. Call the clinic if you notice a rash, breakouts or irritation, so it can be settled in time.',
      ],
    },
    included: [
      'Doctor consultation and wedding-timed plan',
      'Series of facials and gentle peels',
      'Scalp and hair care sessions',
      'Home-care routine and final-week guidance',
    ],
    excluded: [
      'Bridal make-up and hairstyling not included',
      'Not a last-minute, final-week fix',
      'No new strong procedures near the wedding',
      'Prescription medicines billed separately',
    ],
    benefits: [
      'A calendar planned around your wedding date',
      'Skin and hair care in one programme',
      'Gentle steps tried well in advance',
      'Aims for calm, even-looking skin on the day',
    ],
    faq: [
      {
        question: 'When should I start the pre-bridal programme?',
        answer: 'Ideally three to six months before the wedding. This allows time to treat tan, pigmentation or acne gently, and to see how your skin responds to each step. If your wedding is sooner, the doctor can still plan a shorter, gentler programme.',
      },
      {
        question: 'Can grooms and family members join?',
        answer: 'Yes. Grooms, parents and siblings can have their own assessment and a plan suited to their skin and hair. Many families find it convenient to schedule sessions together in the weeks before the wedding.',
      },
      {
        question: 'What decides the cost of the package?',
        answer: 'The cost depends on how many sessions you need, which treatments are included, such as peels, hair care or laser hair removal, and the time available before the wedding. The doctor explains the full plan and its cost after your consultation.',
      },
    ],
  },
  {
    id: 'stretch-marks',
    overview: {
      title: 'Understanding stretch marks treatment',
      paragraphs: [
        'Stretch marks (striae) form when the skin stretches faster than it can adapt, for example during pregnancy, growth spurts, weight change or body-building, and sometimes with long-term steroid use. The collagen and elastic fibres in the deeper skin tear and heal as thin lines. Early marks look red, pink or purple; older marks turn white or silvery. At the clinic, fractional CO2 laser, microneedling with or without PRP, radiofrequency microneedling and peels are used to stimulate new collagen and soften their appearance.',
        'Treatment suits adults with new or old stretch marks on the abdomen, thighs, hips, breasts, arms or back; early red marks usually respond better than old white ones. Procedures are postponed during pregnancy, and some creams are avoided while breastfeeding. Please wait if you have a skin infection or recent tan, or have taken isotretinoin in the last six months. Tell us if you form keloids, have a bleeding disorder or take blood thinners. Marks that appear suddenly with weight gain may need a medical check first.',
        'The doctor first examines the marks, notes their colour and age, and takes photographs. The area is cleaned and numbing cream is applied for 30 to 45 minutes. Depending on your plan, the doctor then treats the marks with the fractional laser, the microneedling or radiofrequency device, or a peel. Treatment takes about 30 to 60 minutes, depending on the size of the area. Cooling packs and a soothing cream are applied afterwards, and most people feel only warmth and prickling.',
        'Most patients need four to six sessions, about four to six weeks apart, and older or wider marks may need more. Because new collagen forms slowly, visible softening usually appears two to three months after starting and can continue for up to six months after the last session. Treatment may make marks flatter, narrower and closer to your skin colour, but it cannot remove them completely. Results vary with the age, colour and depth of the marks and with your skin type.',
        'Expect redness, mild swelling and warmth for two to five days; after laser, fine crusting may last up to a week. Wear loose cotton clothing, keep the area clean and dry, and avoid gym workouts, swimming, saunas and hot baths for three to five days. Do not scratch or pick. Protect any exposed area with SPF 30 or more, as Fitzpatrick III–V skin can darken after treatment in heat and sun. Call the clinic if you notice blisters, oozing or increasing pain.',
      ],
    },
    included: [
      'Doctor assessment and progress photographs',
      'Numbing cream for comfort',
      'Laser, microneedling or peel as planned',
      'Cooling care and written aftercare',
    ],
    excluded: [
      'Cannot erase stretch marks completely',
      'Not done during pregnancy',
      'Not a substitute for tummy-tuck surgery',
      'Prescription creams billed separately',
    ],
    benefits: [
      'May soften and flatten stretch marks',
      'Helps red marks fade towards skin colour',
      'Plan matched to the age of marks',
      'Stimulates the skin’s own collagen',
    ],
    faq: [
      {
        question: 'Can stretch marks be removed completely?',
        answer: 'No treatment removes them completely. The aim is to make them less noticeable: softer, flatter, narrower and closer to your skin colour. Most patients notice gradual improvement over several sessions, and newer red marks usually respond better than old white ones.',
      },
      {
        question: 'Can I have treatment during or just after pregnancy?',
        answer: 'Procedures and retinoid creams are avoided during pregnancy. After delivery, treatment is usually started once you have recovered, often a few months later, and some options are adjusted while you are breastfeeding. The doctor plans the timing with you and, if needed, your obstetrician.',
      },
      {
        question: 'Is there downtime?',
        answer: 'It depends on the method. After microneedling or peels, redness usually settles in two to three days. After fractional CO2 laser, redness and fine crusting may last about a week. As most marks are under clothing, many patients continue work as usual.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'manicure',
    overview: {
      title: 'What is a medical manicure?',
      paragraphs: [
        'A medical manicure is hand and nail care carried out in a clinic with sterilised instruments and a dermatologist’s oversight. It includes cleaning and shaping the nails, gently pushing back and tidying the cuticles rather than cutting them deeply, smoothing rough skin, exfoliation and a moisturising treatment for dry or chapped hands. Because the cuticle protects the nail from infection, our approach keeps it intact. The doctor can also look at nail changes that may need medical attention.',
        'It suits anyone who wants clean, well-kept hands, and is especially useful for dry, cracked hands from frequent washing, housework or dry weather, brittle or peeling nails, and ragged cuticles. It is not a treatment for fungal nails, nail psoriasis or hand eczema, although these can be diagnosed and treated separately. Please postpone it if you have an infection around a nail, open cuts or an eczema flare. People with diabetes or poor circulation should tell us first.',
        'Your hands and nails are checked first. The therapist removes old polish, cleanses the skin and briefly softens the cuticles with a warm soak or cuticle cream. Nails are trimmed and filed, cuticles are gently pushed back, and loose dead skin is removed with single-use or sterilised tools. A gentle scrub, a hand massage and a rich moisturising mask follow. The manicure takes about 45 to 60 minutes and is comfortable, with no cutting into live skin.',
        'Most people notice smoother, softer hands and neater nails straight after one session. For ongoing care, a manicure every two to four weeks keeps cuticles tidy and nails in shape. Fingernails grow slowly, so any improvement in brittle nails, helped by gloves and daily moisturiser, usually shows over three to six months as the nail grows out. Results vary with your work, the weather and home care. If the doctor notices signs of a nail condition, treatment is discussed separately.',
        'There is no downtime. Wear rubber gloves with cotton liners for washing and cleaning, and apply hand cream several times a day, especially after washing. Avoid biting or cutting your cuticles, and use nail tools only on clean, dry nails. Use sunscreen on the backs of your hands when outdoors, since Pune’s sun can leave tan and spots over time. Call the clinic if you notice redness, swelling, pain or pus around a nail.',
      ],
    },
    included: [
      'Hand, skin and nail check',
      'Sterilised or single-use instruments',
      'Cuticle care, shaping and exfoliation',
      'Hand massage and moisturising mask',
    ],
    excluded: [
      'Not a treatment for fungal nails',
      'Gel or acrylic extensions not included',
      'Not done over infected nail folds',
      'Prescription medicines billed separately',
    ],
    benefits: [
      'Hygienic care with sterilised instruments',
      'Softer, smoother and well-hydrated hands',
      'Cuticle care without deep cutting',
      'Nail changes noticed by the dermatology team',
    ],
    faq: [
      {
        question: 'How is a medical manicure different from a salon manicure?',
        answer: 'Instruments are sterilised or single-use, cuticles are protected rather than cut deeply, and products are chosen for skin health. The dermatology team can also spot nail or skin problems, such as fungal infection or eczema, and advise treatment.',
      },
      {
        question: 'Can I have nail polish or gel?',
        answer: 'If you wish, a plain polish may be applied at the end. Gel and acrylic extensions are not part of the medical manicure; frequent use can thin and weaken nails, so the doctor may suggest breaks between applications.',
      },
      {
        question: 'Is it safe if I have diabetes?',
        answer: 'Yes, with care. Please tell us beforehand. We use gentle tools, avoid cutting live skin and check for any cuts or infection. If your hands have reduced feeling or wounds that heal slowly, the doctor will advise what is safe for you.',
      },
    ],
  },
  {
    id: 'pedicure',
    overview: {
      title: 'What is a medical pedicure?',
      paragraphs: [
        'A medical pedicure is foot and toenail care carried out in a clinic with sterilised instruments and a dermatologist’s oversight. It focuses on foot health as well as appearance: cleaning and trimming toenails straight across, gently reducing calluses and hard skin, caring for cracked heels, tidying cuticles and moisturising dry feet. Instead of sharp blades and long whirlpool foot baths, the team uses careful filing and single-use tools where possible, which lowers the risk of cuts and infection.',
        'It suits anyone with dry or cracked heels, calluses, thickened skin or toenails that are hard to trim, and people who stand for long hours or wear open footwear. People with diabetes should not cut corns or hard skin themselves; a medical pedicure can be a safer choice, but please tell us about diabetes, poor circulation or numbness first. Postpone it if you have open wounds, a painful ingrown nail, an infected nail fold or spreading redness. Fungal nails and warts need separate medical treatment.',
        'Your feet are checked first for cracks, corns, infection and nail changes. The therapist cleanses your feet and softens the skin with a short soak or a softening solution. Nails are trimmed straight across and filed, cuticles are gently pushed back, and calluses and cracked heels are reduced with a sterile file, never cut deeply. An exfoliating scrub, a foot massage and a rich moisturising treatment follow. The session takes about 45 to 60 minutes and should not hurt.',
        'Most people notice smoother, softer feet after the first session. Deep heel cracks and thick calluses usually need two to four sessions, three to four weeks apart, along with daily home care, to heal well. Toenails grow slowly, so changes in their shape and condition take several months. Results vary with footwear, body weight, time spent standing and how regularly you moisturise. If hard skin keeps returning in one spot, the doctor may look at pressure points or footwear.',
        'There is no downtime. Apply a foot cream containing urea or lactic acid to your heels every night and wear cotton socks to help it work. Dry well between the toes after bathing, since heat and humidity, especially in the monsoon, encourage fungal infections. Avoid walking barefoot, wear comfortable, well-fitting footwear, and do not cut calluses or corns yourself. Call the clinic if you notice redness, swelling, pain, pus or a cut that is slow to heal.',
      ],
    },
    included: [
      'Foot, skin and nail check',
      'Sterilised or single-use instruments',
      'Callus and cracked-heel care',
      'Foot massage and moisturising treatment',
    ],
    excluded: [
      'Not a treatment for fungal nails',
      'Ingrown toenail surgery not included',
      'Not done over open wounds',
      'Prescription medicines billed separately',
    ],
    benefits: [
      'Softer heels and less hard skin',
      'Hygienic care with sterilised instruments',
      'Safer callus care without deep cutting',
      'Early check for foot and nail problems',
    ],
    faq: [
      {
        question: 'Can a medical pedicure help my cracked heels?',
        answer: 'Yes, in most cases. Hard skin around the cracks is gently reduced and the heels are moisturised, which helps them heal. Deep cracks usually need a few sessions and nightly foot cream. Cracks that bleed or hurt should be checked by the doctor.',
      },
      {
        question: 'Is it safe for people with diabetes?',
        answer: 'It can be, with extra care. Tell us about your diabetes before the session. We avoid cutting, use gentle filing and check your feet for cuts, infection or numbness. If you have a foot ulcer or poor circulation, the doctor will advise first.',
      },
      {
        question: 'How often should I have a pedicure?',
        answer: 'Every three to four weeks suits most people. If you have thick calluses or deep heel cracks, shorter gaps may be advised at first. Regular moisturising and good footwear between visits help the results last.',
      },
    ],
  },
];
