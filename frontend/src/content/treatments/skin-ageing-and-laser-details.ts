import { clinic } from '../clinic';
import type { TreatmentDetail } from '../types';

const dermatologist = clinic.doctor.name;
const clinicName = clinic.shortName;

/**
 * Long copy for Skin · Anti-ageing and Skin · Laser treatments.
 * Written for patients; reviewed wording avoids promises of results.
 */
export const skinAgeingAndLaserDetails: TreatmentDetail[] = [
  {
    id: 'anti-aging',
    overview: {
      title: 'Understanding anti-ageing care',
      paragraphs: [
        `Anti-ageing treatment at ${clinicName} is not a single machine or injection. It is a plan that addresses the main signs of skin ageing: fine lines, loss of firmness, dullness, uneven tone and sun damage. After examining your skin, ${dermatologist} combines suitable options such as medical-grade skincare, chemical peels, microneedling, radiofrequency or lasers and, where appropriate, injectables. Each supports the skin’s own collagen and renewal, so the aim is a fresher, healthier look rather than a changed face.`,
        'It suits adults who notice early lines, tired-looking skin, sun spots or slackening, and those who simply want to look after their skin as it matures. Some steps are postponed during pregnancy or breastfeeding, with active infection or cold sores, or if you have taken isotretinoin in the last six months. Tell us about keloid tendency, bleeding disorders, blood thinners and recent procedures. If you hope for the result of a facelift, we will explain honestly what non-surgical care can and cannot do.',
        'Your first visit begins with a consultation, photographs and a skin analysis to judge texture, pigment and laxity. On treatment days your skin is cleansed and, for needling or laser steps, numbing cream is applied for 30 to 45 minutes. The procedure itself usually takes 20 to 45 minutes, depending on the step chosen. Cooling and a soothing mask follow, and you leave with written instructions for the days ahead.',
        'Most plans involve four to six sessions spaced three to four weeks apart, with the exact number depending on your skin and the methods used. Some patients notice a brighter, smoother surface within a couple of weeks, while firmness and softer lines build gradually over two to three months as new collagen forms. Results vary between individuals, and maintenance sessions every few months, alongside daily home care, help to hold the improvement.',
        'Mild redness or tightness usually settles within a few hours to two days, depending on the procedure. Use a broad-spectrum sunscreen of SPF 30 or higher every day and reapply it outdoors, because strong sun and heat can undo progress and, on Indian skin types (Fitzpatrick III–V), trigger dark marks. Avoid saunas, steam, scrubs and retinoid creams for a few days unless advised otherwise. Call the clinic if you notice blistering, increasing pain, swelling or any sign of infection.',
      ],
    },
    included: [
      'Doctor consultation and skin analysis',
      'Personalised combination treatment plan',
      'Numbing cream and cooling for comfort',
      'Written aftercare and home-care routine',
    ],
    excluded: [
      'Not a substitute for a surgical facelift',
      'Some steps deferred during pregnancy',
      'Not done over active skin infection',
      'Prescription and home-care products billed separately',
    ],
    benefits: [
      'Softens fine lines and early wrinkles',
      'Supports firmer, more elastic-feeling skin',
      'Brighter, more even-looking skin tone',
      'Plan adapted to Indian skin types',
    ],
    faq: [
      {
        question: 'At what age should I start anti-ageing treatment?',
        answer:
          'There is no fixed age. Sun protection and a good routine help from your twenties, and many patients begin procedures in their thirties, when lines or dullness appear. The right time depends on your skin rather than a number, and we will suggest only what you actually need.',
      },
      {
        question: 'Will I need time off work?',
        answer:
          'Most steps in the plan let you return to work the same day or the next. Peels, microneedling and lasers can cause redness, mild flaking or sensitivity for one to five days, depending on their depth. We can schedule sessions around your work and family events.',
      },
      {
        question: 'What decides the cost of my plan?',
        answer:
          'The cost depends on the concerns being treated, the methods chosen, the number of sessions and any products or injectables included. After your consultation we give you a written plan with the full cost, so you can decide without any pressure.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'skin-tightening',
    overview: {
      title: 'What is radiofrequency skin tightening?',
      paragraphs: [
        'Skin tightening at our clinic uses radiofrequency (RF) energy delivered through the surface of the skin. The energy gently warms the deeper layer of the skin, the dermis, to a controlled temperature. This heat makes existing collagen fibres contract and prompts the skin to produce new collagen over the following weeks. For suitable patients, the result is skin that feels firmer and looks a little more lifted along the cheeks, jawline and neck, without needles or cuts.',
        'It works best for mild to moderate laxity, typically from the thirties onwards, when early jowling, a softer jawline or loose skin on the neck appears. It is not suitable if you have a pacemaker or another implanted electronic device, metal implants in the area, an active infection or broken skin, and it is not done during pregnancy. Marked sagging usually needs a surgical opinion, and we will tell you honestly if RF is unlikely to meet your expectations.',
        'After a consultation and photographs, your skin is cleansed and a conductive gel is applied. The handpiece is moved slowly over each area while the skin temperature is monitored. Most patients describe a deep warmth, similar to a hot stone massage, and the settings are lowered if any spot feels too hot. Numbing cream is not usually needed. A session typically takes 30 to 60 minutes, depending on how many areas are treated.',
        'Most patients need four to six sessions spaced two to four weeks apart. A slight firmness may be felt soon after a session, but the main change develops gradually over two to three months as new collagen forms, and it may continue for up to six months. Results vary with age, skin quality, sun exposure and lifestyle. Because ageing continues, a maintenance session every six to twelve months is often suggested.',
        'Mild redness and warmth usually fade within a few hours, and you can return to work the same day. Keep the skin moisturised, use a broad-spectrum sunscreen daily, and avoid steam rooms, saunas and very hot showers for 24 to 48 hours. Occasional temporary swelling or tenderness settles on its own. Call the clinic if you notice blistering, a burn-like patch or any area that becomes increasingly painful.',
      ],
    },
    included: [
      'Doctor assessment of laxity and suitability',
      'Radiofrequency sessions with temperature monitoring',
      'Soothing gel and cooling afterwards',
      'Written aftercare and review plan',
    ],
    excluded: [
      'Not a substitute for surgical lifting',
      'Not for pacemakers or implanted devices',
      'Not advised during pregnancy',
      'Not suitable for marked skin sagging',
    ],
    benefits: [
      'Firmer-feeling skin on face and neck',
      'No needles, cuts or significant downtime',
      'Gradual, natural-looking collagen support',
      'Suitable for most Indian skin types',
    ],
    faq: [
      {
        question: 'Does radiofrequency tightening hurt?',
        answer:
          'Most patients find it comfortable. You will feel a steady, deep warmth as the handpiece moves, and the settings are lowered if any spot feels too hot. No injections are involved, and you can drive and return to work straight after the session.',
      },
      {
        question: 'When will I see results?',
        answer:
          'Some people feel a subtle firmness within days, but the real change comes from new collagen, which takes time. Most patients notice a difference over two to three months after starting a course, and improvement may continue for up to six months. Results vary from person to person.',
      },
      {
        question: 'Is it safe for darker Indian skin?',
        answer:
          'Radiofrequency does not depend on skin pigment in the way many lasers do, so it is generally well suited to Fitzpatrick III–V skin. Careful settings and temperature control still matter, which is why each session is planned and supervised by our dermatology team.',
      },
    ],
  },
  {
    id: 'botox-treatment',
    overview: {
      title: 'What is botulinum toxin (Botox) treatment?',
      paragraphs: [
        'Botulinum toxin type A, widely known by the brand name Botox, is a purified protein given in tiny doses with a very fine needle. It temporarily blocks the signal from nerve to muscle, so the injected muscle relaxes. Lines caused by repeated expressions, such as forehead lines, frown lines between the brows and crow’s feet around the eyes, soften because the skin is no longer creased as strongly. It does not fill hollows or add volume.',
        'It suits adults with expression lines who want a softer, rested look while keeping natural movement. It is not given during pregnancy or breastfeeding, to people with neuromuscular conditions such as myasthenia gravis, over an infection at the injection site, or with a known allergy to the product. Tell us about all your medicines, including certain antibiotics and blood thinners. Lines that remain deeply etched at rest may soften only partly and may need other treatment.',
        `${dermatologist} first watches your face at rest and in movement, takes photographs and plans the injection points. The skin is cleaned and marked, and ice or numbing cream can be used if you prefer. The injections themselves take only a few minutes and feel like small pinches. The whole appointment usually lasts 20 to 30 minutes, and most people return to work straight afterwards.`,
        'One session treats the chosen areas. The effect begins after three to five days and is usually fully visible at about two weeks, when we like to review you and make small adjustments if needed. Results typically last three to four months, sometimes longer, after which muscle movement gradually returns. Repeat treatment is a choice rather than a necessity, and lines do not become worse than before if you stop.',
        'Stay upright for four hours, do not rub or massage the treated areas, and avoid heavy exercise, saunas and facials for the rest of the day. Small bumps settle within an hour, and minor bruising may last a few days. Continue your daily sunscreen. Call the clinic promptly if you notice a drooping eyelid or brow or double vision and, very rarely, seek urgent care for any difficulty swallowing or breathing.',
      ],
    },
    included: [
      'Consultation and facial movement assessment',
      'Injections given by the dermatologist',
      'Ice or numbing cream on request',
      'Two-week review appointment',
    ],
    excluded: [
      'Does not add volume to hollows',
      'Not given during pregnancy or breastfeeding',
      'Not for neuromuscular conditions',
      'Temporary effect, not a permanent result',
    ],
    benefits: [
      'Softens forehead, frown and crow’s feet lines',
      'Quick appointment with little downtime',
      'Natural expression kept with careful dosing',
      'Reviewed at two weeks for balance',
    ],
    faq: [
      {
        question: 'Will I look frozen or expressionless?',
        answer:
          'Not when the dose is planned for your face. We aim to soften lines while you can still frown, smile and raise your brows naturally. If you prefer a very light result, tell us; it is easier to add a little at review than to wait for an effect to wear off.',
      },
      {
        question: 'How long does the effect last?',
        answer:
          'For most patients the effect lasts about three to four months, sometimes longer. It varies with the area, the dose, your muscle strength and your metabolism. Movement returns gradually, so there is no sudden change when it wears off.',
      },
      {
        question: 'Is botulinum toxin safe?',
        answer:
          'When an approved product is used in cosmetic doses by a trained doctor, it has a long record of safe use. Common side effects are small bruises, a mild headache or temporary heaviness. Rarely, an eyelid or brow may droop for a few weeks. We discuss all of this with you before treatment.',
      },
    ],
  },
  {
    id: 'filler',
    overview: {
      title: 'What are hyaluronic acid dermal fillers?',
      paragraphs: [
        'Dermal fillers are soft gels made of hyaluronic acid, a sugar molecule that occurs naturally in the skin and holds water. Injected carefully beneath the skin, the gel restores volume lost with age, supports deep folds such as the lines from nose to mouth, and can subtly refine the lips, cheeks, chin and jawline. Because the body slowly breaks hyaluronic acid down, the effect is temporary, and the gel can be dissolved with an enzyme, hyaluronidase, if needed.',
        'Fillers suit adults with volume loss, deep folds or a feature they would like to balance subtly. We do not inject during pregnancy or breastfeeding, over active infection, acne or cold sores, or close to dental treatment. Tell us about bleeding disorders, blood thinners, autoimmune conditions, previous fillers and allergies. We aim for a natural result, so we may advise against treatment if the expectation is a dramatic change or if an area carries more risk than benefit.',
        `${dermatologist} examines your face, discusses your goals and takes photographs. Numbing cream is applied, and most fillers also contain a local anaesthetic, lidocaine, to keep the injections comfortable. The filler is placed with a fine needle or a blunt cannula, and the doctor checks the shape at each step. A session usually takes 30 to 45 minutes, and ice is applied afterwards to reduce swelling.`,
        'The change is visible straight away, although swelling means the final shape is best judged after about two weeks, when we review you. Depending on the product and area, results usually last from six to eighteen months; lips tend to soften sooner than cheeks or chin. Many patients prefer a smaller top-up later to a large amount at once. Results and duration vary between individuals.',
        'Swelling, tenderness and small bruises are common for two to seven days. For 24 to 48 hours, avoid heavy exercise, saunas, alcohol, facials, firm pressure and make-up over the injection sites, and do not massage the area unless told to. Continue your sunscreen. Contact the clinic immediately if you notice severe or increasing pain, skin turning pale, grey or dusky, or any change in your vision, as these need urgent treatment.',
      ],
    },
    included: [
      'Consultation, facial assessment and photographs',
      'Branded hyaluronic acid filler',
      'Numbing cream and cooling for comfort',
      'Two-week review appointment',
    ],
    excluded: [
      'Not a permanent result',
      'Not advised during pregnancy or breastfeeding',
      'Not injected over active infection',
      'Additional syringes billed separately',
    ],
    benefits: [
      'Restores lost volume in cheeks and folds',
      'Visible change from the first session',
      'Dissolvable with hyaluronidase if needed',
      'Natural-looking results with careful planning',
    ],
    faq: [
      {
        question: 'Can fillers be reversed?',
        answer:
          'Yes. Hyaluronic acid fillers can be dissolved with an enzyme called hyaluronidase. It is used if a result is uneven or unwanted and, urgently, if a complication such as a blocked blood vessel is suspected. This reversibility is a main reason we prefer hyaluronic acid fillers.',
      },
      {
        question: 'How much filler will I need?',
        answer:
          'It depends on the area, how much volume has been lost and the result you want. Lips may need less than one syringe, while cheeks or folds may need one to two or more. We plan conservatively and agree the amount with you before we begin, which mainly determines the cost.',
      },
      {
        question: 'Is there any serious risk?',
        answer:
          'Most side effects are minor, such as swelling and bruising. A rare but serious risk is filler entering or pressing on a blood vessel, which can affect the skin or, very rarely, vision. Careful technique reduces this risk, and we keep hyaluronidase at hand to treat it straight away.',
      },
    ],
  },
  {
    id: 'mesotherapy',
    overview: {
      title: 'What is skin mesotherapy?',
      paragraphs: [
        'Mesotherapy delivers tiny amounts of active ingredients into the upper layer of the skin through many very fine, shallow injections. For facial rejuvenation we usually use a blend of non-cross-linked hyaluronic acid, vitamins, amino acids and antioxidants. Placed where they are needed, these ingredients aim to improve hydration, support the skin’s own repair and give a fresher, more radiant look to dull, tired or dehydrated skin. It complements, rather than replaces, a good daily skincare routine.',
        'It suits adults with dull or dehydrated skin, early fine lines, or skin that looks tired after stress, illness or travel. We postpone treatment during pregnancy or breastfeeding, with active acne, infection or cold sores in the area, and if you have a bleeding disorder or take blood thinners. Tell us about any allergies to ingredients or anaesthetic creams. Deep wrinkles and sagging skin need other treatments, which we can discuss with you.',
        'After a consultation, numbing cream is applied for about 30 to 45 minutes. The skin is cleansed with an antiseptic, and the doctor places small droplets of the solution across the face with a fine needle or an injector device. You may feel light pricking. The injections take about 15 to 20 minutes and are followed by a cooling, soothing mask, so the whole visit usually lasts around an hour.',
        'A course usually consists of three to six sessions at intervals of two to four weeks. Some patients notice a plumper, more hydrated look within one to two weeks of the first session, and the effect builds over the course. Results vary, and scientific evidence for mesotherapy is still developing, so we combine it with well-established care where needed. Maintenance every three to six months helps to keep the benefit.',
        'Small bumps and pinpoint redness usually settle within 24 to 48 hours; minor bruises can take a few days. Avoid make-up for 12 hours, and avoid heavy exercise, saunas, swimming and direct sun for 48 hours, since heat and sweat irritate fresh injection points. Apply sunscreen daily and pause exfoliating acids or retinoids for three days. Call the clinic if you notice increasing redness, warmth, pus or painful lumps.',
      ],
    },
    included: [
      'Doctor consultation and skin assessment',
      'Mesotherapy solution chosen for your skin',
      'Numbing cream and soothing mask',
      'Written aftercare instructions',
    ],
    excluded: [
      'Not a treatment for deep wrinkles',
      'Not for active acne or infection',
      'Not advised during pregnancy',
      'Not a substitute for daily skincare',
    ],
    benefits: [
      'Improves hydration and skin radiance',
      'Softens the look of fine lines',
      'Minimal downtime after each session',
      'Ingredients chosen for your skin’s needs',
    ],
    faq: [
      {
        question: 'Is mesotherapy painful?',
        answer:
          'With numbing cream, most patients feel only light pricking and mild pressure. The needles are very fine and placed shallowly. Areas near the nose and lips can feel more sensitive, and we pause whenever you need a break.',
      },
      {
        question: 'How is mesotherapy different from a facial?',
        answer:
          'A facial works on the surface of the skin. Mesotherapy places active ingredients into the upper dermis with tiny injections, reaching a layer that creams cannot. It is a medical procedure performed by a doctor, and the two can be combined in one plan.',
      },
      {
        question: 'When will I see a difference?',
        answer:
          'Many patients notice a brighter, more hydrated look within one to two weeks, and the effect builds across a course of three to six sessions. How much change you see depends on your skin, age and lifestyle, and results vary from person to person.',
      },
    ],
  },
  {
    id: 'srf',
    overview: {
      title: 'What is SRF skin rejuvenation?',
      paragraphs: [
        'SRF skin rejuvenation is a growth-factor therapy. Growth factors are signalling proteins that help skin cells repair and renew. In this treatment, a sterile serum rich in growth factors is delivered into the skin, usually straight after controlled microneedling, which creates tiny channels for the serum to pass through. The microneedling itself stimulates collagen, and the serum aims to support this repair, with the goal of smoother texture, finer-looking pores and a healthier glow.',
        'It suits adults with dull skin, uneven texture, open pores, fine lines or mild post-acne marks who want a gentle rejuvenating course. We postpone it during pregnancy or breastfeeding, with active acne, infection or cold sores, and if you have taken isotretinoin in the last six months. It is not done over any suspicious mole or skin growth. Tell us about keloid tendency, bleeding disorders, blood thinners and any recent tanning or procedures.',
        'After your consultation, numbing cream is applied for 30 to 45 minutes. The skin is cleansed with an antiseptic, and the doctor treats the face with a sterile microneedling pen, adjusting the depth for each area. The growth-factor serum is applied during and after needling so that it enters through the fresh channels. A cooling, calming mask finishes the session, and you can expect to spend about an hour at the clinic.',
        'A course usually involves three to six sessions spaced three to four weeks apart. Many patients notice a fresher, more even glow within one to two weeks, while changes in texture, pores and fine lines build gradually over two to three months as collagen is renewed. Research on growth-factor treatments is still growing and results vary, so we review your progress with photographs before suggesting further sessions.',
        'Redness similar to mild sunburn usually lasts one to two days, sometimes with slight dryness or flaking. Avoid make-up for 24 hours, and gym workouts, swimming, saunas and direct sun for 48 hours. Pause retinoids, acids and scrubs for five days, and use a gentle cleanser, moisturiser and broad-spectrum sunscreen, since Indian skin tends to darken after irritation. Call the clinic if redness worsens, or if you notice pus, blisters or cold sores.',
      ],
    },
    included: [
      'Doctor consultation and skin assessment',
      'Sterile microneedling with growth-factor serum',
      'Numbing cream and cooling mask',
      'Written aftercare plan',
    ],
    excluded: [
      'Not for active acne or infection',
      'Not advised during pregnancy',
      'Not a stand-alone treatment for deep scars',
      'Home-care products billed separately',
    ],
    benefits: [
      'Smoother texture and a healthier glow',
      'Helps refine the look of pores',
      'Supports the skin’s own repair process',
      'Short downtime of one to two days',
    ],
    faq: [
      {
        question: 'How is SRF different from a PRP facial?',
        answer:
          'Both aim to support repair with growth factors delivered through microneedling. A PRP facial uses plasma prepared from a sample of your own blood, whereas SRF uses a ready-prepared growth-factor serum. Your dermatologist can explain which suits your skin and concern better.',
      },
      {
        question: 'Does SRF treatment hurt?',
        answer:
          'With numbing cream in place, most patients feel a light vibration and scratching rather than pain. Bony areas such as the forehead and jawline can feel more sensitive. The needling part takes about 15 to 20 minutes, and we can pause at any time.',
      },
      {
        question: 'Is there any downtime?',
        answer:
          'Downtime is short. Your skin will look pink, like mild sunburn, for one to two days, and you may notice slight dryness afterwards. Most people return to work the next day. We suggest planning sessions at least a week before a wedding or other important event.',
      },
    ],
  },
  {
    id: 'laser-skin-therapy',
    overview: {
      title: 'Understanding laser skin therapy',
      paragraphs: [
        'Laser skin therapy uses precise beams of light, each wavelength absorbed by a particular target in the skin. The dermatologist chooses the laser and settings for your concern. A Q-switched Nd:YAG laser, for example, delivers very short pulses that break up excess pigment in sun spots and uneven tone, while gentler fractional or long-pulsed settings warm the dermis to encourage collagen for texture and fine lines. Treatment is planned around your skin type, not a fixed menu.',
        'It suits people with tanning, sun spots, freckles, dull and uneven tone, some types of pigmentation and early fine lines. Melasma needs particular caution, because lasers can sometimes make it worse, so it is usually treated alongside creams and sun protection. We postpone treatment during pregnancy, with active infection or cold sores, on a recent tan, or if you have taken isotretinoin in the last six months. Tell us about keloids, vitiligo and medicines that increase light sensitivity.',
        'After a consultation, photographs and a test patch where needed, your skin is cleansed and you wear protective eye shields. Numbing cream is used for some settings, although many toning sessions are comfortable without it. The handpiece is passed over the area, and you may feel light snapping or warmth, eased by cooling. A session usually takes 20 to 40 minutes, followed by a soothing gel and sunscreen.',
        'Most concerns need a course of four to eight sessions, usually two to four weeks apart. Brighter, more even skin is often noticed after three or four sessions, and changes in texture build over two to three months. Deeper or long-standing pigmentation may need more sessions, combined with prescription creams. Results vary, and pigment can return with sun exposure, so occasional maintenance sessions are common.',
        'Mild redness and warmth usually settle within a few hours. Treated spots may darken slightly and flake off over seven to ten days; please do not pick them. Use a broad-spectrum sunscreen of SPF 30 or higher daily, reapplying every two to three hours outdoors, and avoid direct sun, heat, waxing, scrubs and peels for a week. Indian skin is prone to dark marks after irritation, so call us promptly if you notice blisters, crusting or increasing darkening.',
      ],
    },
    included: [
      'Doctor consultation and skin type assessment',
      'Laser and settings chosen for your concern',
      'Eye protection, cooling and soothing gel',
      'Written aftercare and sun-protection plan',
    ],
    excluded: [
      'Not advised during pregnancy',
      'Not within six months of isotretinoin',
      'Not done on freshly tanned skin',
      'Prescription creams billed separately',
    ],
    benefits: [
      'Fades sun spots and uneven tone',
      'Improves texture and fine lines gradually',
      'Settings adjusted for Indian skin types',
      'Little or no downtime for most sessions',
    ],
    faq: [
      {
        question: 'Is laser treatment safe for Indian skin?',
        answer:
          'Yes, when the right laser and settings are chosen. Darker skin (Fitzpatrick III–V) has a higher risk of temporary darkening or lightening after laser, so we use wavelengths suited to it, start conservatively, test when needed and ask for strict sun protection between sessions.',
      },
      {
        question: 'Does laser skin therapy hurt?',
        answer:
          'Most patients describe a light snapping or warm, prickling feeling, like the flick of a rubber band. Cooling is used throughout, and numbing cream is applied for stronger settings. The discomfort stops almost as soon as the session ends.',
      },
      {
        question: 'Will my pigmentation come back?',
        answer:
          'Some pigmentation, especially melasma and tanning, can return with sun, heat or hormonal changes. Daily sunscreen, prescribed creams and occasional maintenance sessions help to keep results. We will explain which of your marks are likely to fade for good and which need ongoing care.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'co2-fractional-laser',
    overview: {
      title: 'What is CO2 fractional laser resurfacing?',
      paragraphs: [
        'The fractional CO2 laser is an ablative resurfacing laser. Its beam is divided into thousands of microscopic columns that vaporise tiny channels of old skin, while the skin between them is left untouched. These untreated bridges help the skin heal quickly, and the controlled injury prompts the body to remodel collagen over the following months. This makes it a well-established option for acne scars, deep textural irregularity, enlarged pores and fine wrinkles.',
        'It suits rolling and boxcar acne scars, chickenpox and surgical scars, rough texture and fine wrinkles. Because it is a stronger treatment, we postpone it during pregnancy, with active acne, infection or cold sores, on a recent tan, or if you have taken isotretinoin in the last six months. It is not advised if you form keloids, have active vitiligo or heal poorly, for example with uncontrolled diabetes. Please tell us about bleeding disorders and blood thinners.',
        'Your skin may be prepared with prescribed creams for two to four weeks beforehand to lower the risk of dark marks. On the day, numbing cream is applied for about 45 to 60 minutes. The skin is cleansed, your eyes are shielded, and the laser is passed over the area, which feels hot and prickly. The laser itself takes 15 to 30 minutes and cooling follows, so allow about 90 minutes in all.',
        'Most patients need three to five sessions spaced four to six weeks apart, sometimes longer for darker skin. Smoother texture may be noticed once the skin has healed, but scar improvement continues gradually for three to six months after each session as new collagen forms. Deep, narrow ice-pick scars often need extra methods such as subcision or targeted peels. Results vary, and scars soften rather than disappear completely.',
        'Expect redness and swelling like a strong sunburn for two to four days, then fine brown crusting and flaking for five to seven days; do not pick it. Use the gentle cleanser and healing ointment prescribed, avoid make-up for five days, and avoid the gym, swimming and saunas for a week. Strict sun protection for at least four weeks is vital, as Fitzpatrick III–V skin can darken. Call us for increasing pain, pus, fever, blisters or cold sores.',
      ],
    },
    included: [
      'Skin preparation plan before treatment',
      'Numbing cream and cooling during treatment',
      'Healing ointment and written aftercare',
      'Follow-up review after healing',
    ],
    excluded: [
      'Not for active acne or infection',
      'Not within six months of isotretinoin',
      'Not advised with keloid tendency',
      'Not advised during pregnancy',
    ],
    benefits: [
      'Softens acne and chickenpox scars',
      'Refines deep texture and enlarged pores',
      'Stimulates collagen remodelling over months',
      'Settings adapted for darker skin types',
    ],
    faq: [
      {
        question: 'How much downtime should I plan for?',
        answer:
          'Plan for about five to seven days of social downtime. The skin is red and swollen for the first few days, then darkens slightly and flakes as it heals. Most patients return to office work after three to five days and can use light make-up once the skin has healed.',
      },
      {
        question: 'Is CO2 laser safe on darker skin?',
        answer:
          'It can be used on Fitzpatrick III–V skin with care. The main risk is post-inflammatory hyperpigmentation, a temporary darkening that usually fades over weeks to months. We lower this risk with skin preparation, conservative settings, longer gaps between sessions and strict sun protection.',
      },
      {
        question: 'How many sessions will my scars need?',
        answer:
          'Most patients need three to five sessions, four to six weeks apart, but deep or mixed scars may need more, or a combination with subcision, PRP or peels. We assess your scar types at consultation and give you a realistic plan rather than a fixed promise.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'erbium-fiber-laser',
    overview: {
      title: 'What is erbium fibre laser resurfacing?',
      paragraphs: [
        'The erbium fibre laser is a fractional, non-ablative laser working at a wavelength of about 1550 nm. It places microscopic columns of heat into the skin while the surface layer stays largely intact. These tiny zones of controlled injury prompt the skin to renew itself and build new collagen, gradually improving texture, shallow scars and fine lines. Because the surface is not removed, healing is quicker and gentler than with ablative lasers such as the CO2 laser.',
        'It suits people with mild to moderate acne scars, uneven texture, enlarged pores, fine lines and some sun damage who cannot take much time off. It is often a good choice for Indian skin (Fitzpatrick III–V), although settings still need care. We postpone treatment during pregnancy, with active acne, infection or cold sores, on a recent tan, or if you have taken isotretinoin in the last six months. It is not advised for people who form keloids.',
        'After a consultation and photographs, numbing cream is applied for 45 to 60 minutes, as the laser feels hot and prickly. The skin is cleansed, your eyes are protected, and the handpiece is glided over the area in several passes while cold air cools the skin. The laser part takes about 20 to 30 minutes, and a soothing gel and sunscreen are applied at the end. Plan for about 90 minutes in all.',
        'Because each session is gentler, most patients need four to six sessions, spaced about four weeks apart. The skin often looks smoother and brighter once the first week has passed, while scar and texture improvement builds gradually over three to six months as collagen remodels. Deeper scars may need a combination with other treatments. Results vary with skin type, scar depth and how carefully the aftercare is followed.',
        'Redness and mild swelling usually last one to three days, followed by a slightly rough, bronzed look and fine flaking for a few days. Use a gentle cleanser, a plain moisturiser and a broad-spectrum sunscreen every day, and avoid direct sun, heat, saunas, heavy exercise and active creams for about a week. Call us if you notice blisters, crusting, increasing pain, cold sores or darkening patches.',
      ],
    },
    included: [
      'Doctor consultation and scar assessment',
      'Numbing cream and cold-air cooling',
      'Soothing gel and sunscreen afterwards',
      'Written aftercare and review plan',
    ],
    excluded: [
      'Not enough alone for deep ice-pick scars',
      'Not for active acne or infection',
      'Not within six months of isotretinoin',
      'Not advised during pregnancy',
    ],
    benefits: [
      'Shorter downtime than ablative resurfacing',
      'Smoother texture and softer shallow scars',
      'Gentler option for darker skin types',
      'Gradual, natural-looking collagen renewal',
    ],
    faq: [
      {
        question: 'How is it different from the CO2 laser?',
        answer:
          'The CO2 laser removes microscopic columns of skin and is stronger, with about a week of downtime. The erbium fibre laser heats the skin without removing the surface, so recovery usually takes one to three days, but more sessions are needed. Your scar type and schedule guide the choice.',
      },
      {
        question: 'Can I go to work after a session?',
        answer:
          'Most patients return to work the next day or the day after. Your skin will be pink and slightly swollen for one to three days, and may feel rough or look bronzed while it renews. Light mineral make-up can usually be worn after 24 to 48 hours.',
      },
      {
        question: 'What affects the number of sessions and the cost?',
        answer:
          'The number of sessions depends on the depth and type of your scars or texture concern, the size of the area and how your skin responds. The total cost follows from these, and we give you a written estimate after your consultation.',
      },
    ],
  },
  {
    id: 'laser-tattoo-removal',
    overview: {
      title: 'How does laser tattoo removal work?',
      paragraphs: [
        'Tattoo ink sits in the skin as particles too large for the body to clear. A Q-switched Nd:YAG laser delivers extremely short, powerful pulses that shatter these particles into much smaller fragments. Over the following weeks, the body’s own scavenger cells gradually carry the fragments away, and the tattoo fades. The 1064 nm wavelength treats black and dark blue ink, and the 532 nm wavelength treats red and orange ink. Fading happens step by step over a series of sessions.',
        'It suits most professional and amateur tattoos, especially black ones. Green, light blue and yellow inks respond less well, and white, skin-coloured or cosmetic tattoos can turn darker, so a test spot is done first. We postpone treatment during pregnancy, over active infection, on a recent tan, or if you have taken isotretinoin in the last six months. Tell us about keloid tendency. Complete removal cannot be guaranteed, and a faint shadow sometimes remains.',
        'At your first visit the doctor assesses the ink colours, depth and your skin type, and takes photographs. Numbing cream is applied for about 45 minutes. You wear protective eye shields, and the laser is passed over the tattoo; each pulse feels like the snap of a rubber band and turns the skin briefly white. Cooling is used throughout. Small tattoos take a few minutes, and larger ones 20 to 30 minutes.',
        'Most tattoos need six to ten sessions or more, spaced six to eight weeks apart so that the body has time to clear the ink and the skin can heal. Amateur and older tattoos often need fewer sessions than dense professional or multicoloured ones. Fading is usually noticeable after two or three sessions. Shortening the gap between sessions does not speed up results and raises the risk of scarring and colour change.',
        'The whitening fades within minutes, leaving redness, swelling and sometimes pinpoint bleeding or blisters for a few days. Keep the area clean and dry, apply the prescribed ointment and a light dressing, and do not pick scabs or burst blisters. Avoid swimming, saunas and sun on the area until it has healed, then protect it with sunscreen, as Indian skin can temporarily lighten or darken. Call us for spreading redness, pus, fever or increasing pain.',
      ],
    },
    included: [
      'Assessment of ink colours and skin type',
      'Test spot before the first full session',
      'Numbing cream and cooling during treatment',
      'Post-laser ointment and dressing advice',
    ],
    excluded: [
      'Complete removal not guaranteed',
      'Not ideal for white or skin-toned inks',
      'Not done over infected or tanned skin',
      'Not advised during pregnancy',
    ],
    benefits: [
      'Gradual fading of black and dark inks',
      'Non-surgical, with no cutting or stitches',
      'Can lighten a tattoo before a cover-up',
      'Settings chosen with darker skin in mind',
    ],
    faq: [
      {
        question: 'How many sessions will my tattoo need?',
        answer:
          'It depends on the ink colour, density and depth, the age of the tattoo and where it is on the body. Most need six to ten sessions or more, six to eight weeks apart. Tattoos on the hands, ankles and feet often fade more slowly because circulation there is lower.',
      },
      {
        question: 'Will laser tattoo removal leave a scar?',
        answer:
          'With correct settings and good aftercare, scarring is uncommon. Temporary lightening or darkening of the skin is more common on Indian skin and usually fades over months. Picking scabs, sun exposure and sessions too close together raise the risk, which is why we space treatments carefully.',
      },
      {
        question: 'How painful is it?',
        answer:
          'Without numbing, it feels like hot rubber bands snapping on the skin. With numbing cream and cold-air cooling, most patients find it tolerable, and each session is brief. The area may feel like sunburn for a few hours afterwards.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'mnrf',
    overview: {
      title: 'What is MNRF (microneedling radiofrequency)?',
      paragraphs: [
        'MNRF combines two collagen-building methods in one device. Very fine needles enter the skin to a depth the doctor sets, and radiofrequency energy is released from their tips into the dermis. The heat and tiny controlled injuries stimulate new collagen and elastin, which gradually lifts depressed acne scars, refines pores and improves mild laxity. Because most of the energy is delivered beneath the surface, with insulated needles sparing the top layer, it is well suited to darker skin.',
        'It suits rolling and boxcar acne scars, enlarged pores, uneven texture and early loosening of the skin. We postpone it during pregnancy, with active acne flares, infection or cold sores, and if you have taken isotretinoin in the last six months. It is not done if you have a pacemaker or implanted electronic device, metal implants in the area, a keloid tendency or a bleeding disorder. Deep ice-pick scars may need additional treatments.',
        'After a consultation and photographs, numbing cream is applied for about 45 to 60 minutes. The skin is cleansed with an antiseptic, and the doctor moves the handpiece across the face in a planned pattern, adjusting the needle depth for each zone. You will feel pressure, prickling and warmth. The procedure itself takes 20 to 40 minutes and is followed by a cooling, calming mask, so allow around 90 minutes in all.',
        'Most patients need three to five sessions spaced four to six weeks apart. Skin often looks smoother within a few weeks, but scar and pore improvement builds gradually, with the main changes appearing over three to six months as collagen remodels. Many plans combine MNRF with subcision, PRP or peels. Improvement varies with scar type, skin and age, and scars soften rather than vanish.',
        'Redness, mild swelling and a faint grid of tiny marks usually settle within two to four days. Avoid make-up for 24 hours, and the gym, swimming, saunas and direct sun for 72 hours. Pause retinoids, acids and scrubs for five to seven days, and use a gentle cleanser, moisturiser and sunscreen daily, as Indian skin can darken after irritation. Call the clinic for increasing redness, pus, blisters or cold sores.',
      ],
    },
    included: [
      'Doctor consultation and scar grading',
      'Numbing cream and cooling mask',
      'Needle depth adjusted for each area',
      'Written aftercare and review plan',
    ],
    excluded: [
      'Not for pacemakers or implanted devices',
      'Not for active acne or infection',
      'Not within six months of isotretinoin',
      'Not advised during pregnancy',
    ],
    benefits: [
      'Softens acne scars and refines pores',
      'Lower pigmentation risk for darker skin',
      'Firms mildly lax skin over time',
      'Short recovery of a few days',
    ],
    faq: [
      {
        question: 'Is MNRF safe for dark skin?',
        answer:
          'MNRF is considered one of the safer resurfacing options for Fitzpatrick III–V skin, because most of the heat is delivered below the surface. Some temporary darkening can still occur, so we adjust settings, prepare the skin when needed and ask for careful sun protection.',
      },
      {
        question: 'How painful is MNRF?',
        answer:
          'With numbing cream, most patients feel pressure, prickling and warmth, strongest over bony areas such as the forehead and jawline. We can pause or adjust the settings at any time. Mild soreness, like sunburn, may be felt for the rest of the day.',
      },
      {
        question: 'How is MNRF different from CO2 laser?',
        answer:
          'The CO2 laser removes microscopic columns of the skin surface and has about a week of downtime. MNRF delivers heat beneath the surface through needles, so recovery is usually two to four days and the risk of dark marks is lower, although some scars may need more sessions.',
      },
    ],
  },
  {
    id: 'cryo-fat-freezing',
    overview: {
      title: 'What is cryo fat freezing (cryolipolysis)?',
      paragraphs: [
        'Cryo fat freezing, known medically as cryolipolysis, is a non-surgical way to reduce small, stubborn pockets of fat. A cooling applicator draws the area in with gentle suction and cools it to a carefully controlled temperature. Fat cells are more sensitive to cold than the skin and muscle around them, so some of them are damaged and break down over the following weeks. The body then clears them naturally, and the treated bulge gradually becomes smaller.',
        'It suits adults close to a healthy weight who have pinchable fat that does not shift with diet and exercise, such as on the lower abdomen, love handles, thighs, upper arms or under the chin. It is not a weight-loss treatment. It must be avoided with cold-related conditions such as cryoglobulinaemia, cold agglutinin disease or paroxysmal cold haemoglobinuria, and during pregnancy. Tell us about hernias, recent surgery, Raynaud’s, poor sensation or skin problems in the area.',
        'After a consultation, measurements and photographs, the area is marked and a protective gel pad is placed on the skin. The applicator is positioned and suction begins. The first five to ten minutes feel intensely cold, with pulling and aching, and then the area usually goes numb. Each cycle takes about 35 to 60 minutes, depending on the device and area, and you can read or rest. The area is massaged afterwards.',
        'Many areas need one or two sessions, spaced about eight weeks apart, and larger areas may need several applicator placements. Changes usually begin to show after about three weeks, with the most visible result at two to three months as the body clears the treated fat cells. Results vary, and keeping a stable weight with balanced eating and regular activity helps to maintain the new contour.',
        'Redness, swelling, bruising, tingling, numbness and tenderness are common and may last from a few days to a few weeks. You can usually return to normal activities straight away, and gentle walking helps. Wear comfortable clothing over the area. A rare reaction, in which the treated area slowly becomes firmer and larger instead of smaller, is discussed before consent. Call the clinic if pain becomes severe, the skin blisters, or the area enlarges.',
      ],
    },
    included: [
      'Consultation, measurements and progress photographs',
      'Protective gel pad for the skin',
      'Post-treatment massage of the area',
      'Review at two to three months',
    ],
    excluded: [
      'Not a weight-loss treatment',
      'Not a substitute for liposuction',
      'Not for cold-sensitive blood disorders',
      'Not advised during pregnancy',
    ],
    benefits: [
      'Reduces stubborn, pinchable pockets of fat',
      'No needles, cuts or anaesthesia',
      'Return to daily activities the same day',
      'Gradual, natural-looking change in contour',
    ],
    faq: [
      {
        question: 'Will cryo fat freezing help me lose weight?',
        answer:
          'No. It reduces the fat layer in a specific area and may change the shape of that area, but the number on the scale usually changes very little. It works best for people near their goal weight who have a stubborn bulge that diet and exercise have not shifted.',
      },
      {
        question: 'Is it painful?',
        answer:
          'The first few minutes are the hardest, with intense cold, pulling and aching. Most patients then feel the area go numb and rest comfortably until the cycle ends. As sensation returns after the massage, there may be tingling or soreness, which usually settles within days.',
      },
      {
        question: 'How soon will I see a change?',
        answer:
          'The body clears treated fat cells slowly. Most patients notice early changes after about three weeks, with the clearest result at two to three months. We take measurements and photographs at your review so that you can compare fairly. Results vary between people.',
      },
    ],
  },
];
