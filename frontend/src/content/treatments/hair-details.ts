import { clinic } from '../clinic';
import type { TreatmentDetail } from '../types';

const dermatologist = clinic.doctor.name;

/**
 * Long copy for the Hair treatments: hairfall, hair-prp, hair-gfc, hair-regrowth-laser,
 * regrowth, intralesional-injection, hair-transplant, dandruff, laser-hair-removal.
 * Apostrophes are typographic (’) throughout.
 */
export const hairDetails: TreatmentDetail[] = [
  {
    id: 'hairfall',
    overview: {
      title: 'Understanding hair fall and its causes',
      paragraphs: [
        'Losing some hair every day is a normal part of the hair cycle. When shedding rises well above your usual amount, or your hair starts to look thinner, there is usually a reason behind it: low iron or vitamin levels, thyroid changes, PCOS, a recent fever or illness, childbirth, crash dieting, stress or inherited pattern thinning. Our hair fall treatment begins by finding that reason, and then treats it with medicines, scalp care and, where useful, in-clinic procedures.',
        'This treatment suits men and women with increased shedding, a widening parting, thinning at the crown or temples, or hair loss after an illness such as dengue, typhoid or COVID, or after delivery. If you are pregnant, planning a pregnancy or breastfeeding, please tell us, as some hair medicines are not used at these times and we adapt the plan. Sudden round bald patches, scarring of the scalp or hair loss in young children need a different assessment, which we also provide.',
        `Your first visit takes about 30 to 45 minutes with ${dermatologist}, who asks about your health, diet, medicines and hair care habits, examines the scalp, and uses trichoscopy, a magnified scalp camera, to look at the roots and hair thickness. Standardised photographs are taken for later comparison, and blood tests are suggested only if your history calls for them. Review visits take around 20 to 30 minutes, with no needles unless a procedure has been planned.`,
        'Reviews are usually every 4 to 8 weeks. Shedding after an illness or delivery often settles within 3 to 6 months once the cause is corrected. Most patients notice less hair fall after 2 to 3 months of consistent treatment, new growth after 4 to 6 months, and a fuller look over 6 to 12 months. Pattern hair loss is long-term and needs ongoing care. Results vary with the cause, your age and how long the loss has been present.',
        'Take your medicines as prescribed and do not stop them suddenly without speaking to us. Eat regular meals with enough protein, use a gentle shampoo, and avoid tight hairstyles, frequent heat styling and chemical straightening or smoothening while your hair recovers. A cap or scarf helps protect a thinning scalp from strong sun. Please call the clinic if you develop an itchy rash from a lotion, dizziness, palpitations, new patchy bald spots or scalp pain.',
      ],
    },
    included: [
      'Dermatologist consultation and scalp examination',
      'Trichoscopy with progress photographs',
      'Guidance on relevant blood tests',
      'Written treatment and hair care plan',
    ],
    excluded: [
      'Laboratory blood tests billed separately',
      'Prescription medicines billed separately',
      'PRP, GFC or laser priced separately',
      'Not a cure for scarring alopecia',
    ],
    benefits: [
      'Treats the cause, not only the shedding',
      'Plan suited to your type of hair loss',
      'Progress tracked with trichoscopy and photographs',
      'Non-surgical care with regular doctor reviews',
    ],
    faq: [
      {
        question: 'How soon will my hair fall reduce?',
        answer:
          'Most patients notice less shedding after about 2 to 3 months of consistent treatment. New growth takes longer, often 4 to 6 months, because hair grows only about a centimetre a month. Results vary with the cause and how long the hair loss has been present.',
      },
      {
        question: 'Do I really need blood tests?',
        answer:
          'Not always. If your history points to a cause such as low iron, vitamin B12 or vitamin D, thyroid changes or PCOS, tests help confirm it so that treatment is targeted. The doctor will suggest only the tests that are relevant to you.',
      },
      {
        question: 'Will oiling or a new shampoo stop my hair fall?',
        answer:
          'Oiling can condition the hair lengths and a gentle shampoo keeps the scalp clean, but neither treats the cause of most hair fall. Leaving heavy oil on the scalp for long, especially in humid weather, can also worsen dandruff. We will suggest a simple routine that suits your scalp.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'hair-prp',
    overview: {
      title: 'What is Hair PRP therapy?',
      paragraphs: [
        'Platelet-rich plasma (PRP) is prepared from a small sample of your own blood. The blood is spun in a centrifuge to separate the platelets, which carry natural growth factors, from the red cells. This platelet-rich portion is then injected into thinning areas of the scalp. The growth factors are thought to support weakened follicles, lengthen the growing phase of the hair cycle and improve hair thickness. Because it comes from your own body, the risk of allergy is very low.',
        'PRP suits men and women with early to moderate pattern hair loss, thinning at the crown or parting, and those already on medical treatment who want added support. It cannot regrow hair on areas that have been completely bald for years. It is not advised if you have a bleeding disorder, a low platelet count, an active scalp infection, cancer under treatment or severe anaemia, or during pregnancy and breastfeeding. If you take blood thinners, do not stop them on your own; we will discuss this with your physician.',
        'Please come with freshly washed hair, free of oil and styling products, after a light meal. About 10 to 20 ml of blood is drawn from your arm and prepared in a centrifuge for around 10 to 15 minutes. Meanwhile the scalp is cleaned, and numbing cream, cool air or a vibration device is used for comfort. The plasma is then injected across the thinning areas with a very fine needle. The whole visit usually takes 45 to 60 minutes.',
        'A usual course is 3 to 4 sessions about 4 weeks apart, followed by maintenance sessions every 4 to 6 months for those who respond. Most patients notice less shedding 6 to 8 weeks after starting, while improvement in thickness is usually seen over 3 to 6 months. PRP works best alongside medical treatment, as it does not stop pattern hair loss from progressing on its own. Results vary with age, the stage of hair loss and general health.',
        'The scalp may feel tender or tight for a day or two, and a little swelling on the forehead can occasionally appear and settle. Avoid washing your hair on the day of treatment, then wash gently the next day. Skip the gym, swimming, steam and hair colour for 48 to 72 hours. Paracetamol is fine if needed, but avoid aspirin or ibuprofen for a few days unless prescribed. Call the clinic if pain increases, or you notice pus, fever or spreading redness.',
      ],
    },
    included: [
      'Doctor assessment and trichoscopy',
      'Blood draw and PRP preparation',
      'Numbing or cooling for comfort',
      'Written aftercare instructions',
    ],
    excluded: [
      'Not for completely bald areas',
      'Not advised with bleeding disorders',
      'Not advised during pregnancy',
      'Prescription medicines billed separately',
    ],
    benefits: [
      'Uses your own blood, low allergy risk',
      'May reduce shedding and improve thickness',
      'Works well alongside medical treatment',
      'Most patients return to work the same day',
    ],
    faq: [
      {
        question: 'Is Hair PRP painful?',
        answer:
          'Most patients describe it as pricking and pressure rather than sharp pain. We use numbing cream and cooling or vibration to keep you comfortable, and the injections are given with a very fine needle. The scalp may feel tender for a day or two afterwards.',
      },
      {
        question: 'How many PRP sessions will I need?',
        answer:
          'A usual course is 3 to 4 sessions about a month apart, followed by maintenance sessions every 4 to 6 months if you respond well. The doctor decides the number after examining your scalp and comparing progress photographs at each visit.',
      },
      {
        question: 'What affects the overall cost of PRP?',
        answer:
          'The cost depends mainly on the number of sessions you need, the preparation kit used and whether PRP is combined with medicines or other procedures. The doctor will explain the full plan and its cost before you begin, so there are no surprises.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'hair-gfc',
    overview: {
      title: 'What is Hair GFC therapy?',
      paragraphs: [
        'GFC, or growth factor concentrate, is also prepared from your own blood, but the method differs from PRP. The blood is collected in special tubes that activate the platelets so that they release their growth factors. After centrifugation, a clear, concentrated fluid is separated from the blood cells. This fluid, which contains very few red or white cells, is injected into the thinning scalp to support weakened follicles and the growing phase of the hair cycle.',
        'GFC suits men and women with early to moderate pattern hair loss or diffuse thinning, and those who found PRP injections uncomfortable. Research on GFC is more limited than on PRP, and the doctor will discuss honestly which option suits you. It is not advised if you have a bleeding disorder, a low platelet count, an active scalp infection or cancer under treatment, or during pregnancy and breastfeeding. Completely bald areas, where follicles have been lost, are unlikely to respond.',
        'Please come with clean, oil-free hair after a light meal. A small amount of blood is drawn from your arm into the GFC tubes, which are processed and centrifuged at the clinic. Numbing cream is applied to the scalp while the concentrate is prepared. It is then injected across the thinning areas with a very fine needle. Because the fluid contains few cells, many patients find the injections more comfortable than PRP. The visit usually takes 45 to 60 minutes.',
        'A typical course is 3 to 4 sessions spaced 4 to 6 weeks apart, with maintenance sessions about every 6 months if your hair responds. Most patients notice less hair fall within 6 to 8 weeks, and changes in thickness and coverage usually appear over 3 to 6 months. GFC is most useful when combined with medical treatment for pattern hair loss. Results vary with age, the stage of thinning and general health.',
        'Mild tenderness or a feeling of tightness in the scalp may last a day or two. Do not wash your hair on the day of treatment; wash gently from the next day. Avoid the gym, heavy sweating, swimming, steam and hair colour for 48 to 72 hours, and wear a cap in strong sun. Continue your prescribed hair medicines. Call the clinic if you notice increasing pain, swelling, pus, fever or redness that spreads.',
      ],
    },
    included: [
      'Doctor assessment and trichoscopy',
      'Blood draw and GFC preparation',
      'Numbing cream for comfort',
      'Progress photographs at each review',
    ],
    excluded: [
      'Not for completely bald areas',
      'Not advised with bleeding disorders',
      'Not advised during pregnancy or breastfeeding',
      'Not a replacement for medical treatment',
    ],
    benefits: [
      'Prepared from your own blood',
      'Many patients find injections more comfortable',
      'May reduce shedding and improve thickness',
      'Short session with little downtime',
    ],
    faq: [
      {
        question: 'How is GFC different from PRP?',
        answer:
          'Both come from your own blood. In GFC the platelets are activated in the tube so their growth factors are released before injection, and most cells are removed. Many patients find it more comfortable. Evidence for GFC is still growing, so the doctor will advise which option suits your scalp.',
      },
      {
        question: 'When will I see a difference?',
        answer:
          'Most patients first notice less hair fall around 6 to 8 weeks after starting. Changes in thickness and coverage usually take 3 to 6 months. Results vary with age, the type of hair loss and whether medical treatment is continued alongside.',
      },
      {
        question: 'Can I go back to work after a session?',
        answer:
          'Yes, most patients return to work the same day. The scalp may feel tender or slightly swollen for a day or two. Avoid washing your hair that day, and skip the gym, swimming and hair colour for 48 to 72 hours.',
      },
    ],
  },
  {
    id: 'hair-regrowth-laser',
    overview: {
      title: 'What is low-level laser therapy for hair?',
      paragraphs: [
        'Low-level laser therapy (LLLT) shines gentle red light onto the scalp. Unlike the lasers used for hair removal or skin resurfacing, it does not heat, cut or injure the skin. The light is absorbed by cells in the hair follicle, where it is thought to improve energy production and local blood flow, helping follicles stay longer in the growing phase. The effect builds slowly over months, and it works best as support for other hair loss treatment rather than on its own.',
        'LLLT suits men and women with early to moderate pattern hair loss or thinning after an illness, including those who prefer a treatment without needles. It cannot regrow hair on areas that have been bald for a long time, or where the scalp is scarred. It is not advised if you have a light-sensitive condition such as lupus, take medicines that make the skin sensitive to light, or have an active scalp infection or a suspicious growth on the scalp. During pregnancy we usually wait.',
        'Please come with clean, dry hair, free of oil, gel and spray, so the light can reach the scalp. You sit comfortably while the laser device is positioned over your head, and you wear protective eyewear throughout. A session takes about 20 to 30 minutes. It is painless; some patients notice slight warmth, and most read, rest or listen to music. No numbing cream is needed, and you can return to work or college straight after.',
        'Regular attendance matters most. A usual plan is 2 to 3 sessions a week for the first 2 to 3 months, then weekly or as the doctor advises. Most patients notice less shedding after 8 to 12 weeks, while changes in thickness usually take 4 to 6 months. Because pattern hair loss continues over time, gains may slowly fade if all treatment stops, so a maintenance plan is common. Results vary from person to person.',
        'There is no downtime, and you can wash and style your hair as usual. Continue your prescribed hair medicines, as LLLT is meant to support them. Protect your scalp from strong sun with a cap, particularly in the Pune summer. Tell us before starting any new medicine, such as certain antibiotics, that may make your skin sensitive to light. Call the clinic if you notice scalp redness, itching or headaches that persist after sessions.',
      ],
    },
    included: [
      'Doctor assessment before starting',
      'Supervised laser sessions at the clinic',
      'Protective eyewear during every session',
      'Progress photographs at regular reviews',
    ],
    excluded: [
      'Not for long-standing bald areas',
      'Not a stand-alone cure for pattern loss',
      'Not advised with light-sensitive conditions',
      'Prescription medicines billed separately',
    ],
    benefits: [
      'No needles, no pain, no downtime',
      'May support the hair growth cycle',
      'Combines well with PRP and medicines',
      'Short sessions that fit a working day',
    ],
    faq: [
      {
        question: 'Does the hair laser hurt or heat the scalp?',
        answer:
          'No. Low-level laser uses gentle red light that does not burn or cut the skin. Most patients feel nothing at all, or only slight warmth. You can read or rest during the session and return to work straight after.',
      },
      {
        question: 'How often do I need to come?',
        answer:
          'Usually 2 to 3 sessions a week for the first 2 to 3 months, then less often once your hair responds. Regular attendance matters more than anything else with this treatment, so we plan timings that suit your work and travel.',
      },
      {
        question: 'Will the results last if I stop?',
        answer:
          'In pattern hair loss the underlying tendency continues, so gains may slowly fade once all treatment stops. Most patients move to occasional maintenance sessions and continue their prescribed medicines. The doctor will review this with you at each stage.',
      },
    ],
  },
  {
    id: 'regrowth',
    overview: {
      title: 'About the Hair Regrowth Programme',
      paragraphs: [
        `Pattern hair loss, or androgenetic alopecia, is the most common cause of thinning in both men and women. It runs in families and is driven by hormones acting on sensitive follicles, which gradually shrink and produce finer, shorter hair. Because the process is ongoing, a single treatment rarely does enough. The Hair Regrowth Programme combines proven medical treatment with in-clinic procedures such as PRP, GFC or low-level laser, planned and reviewed by ${dermatologist} over several months.`,
        'The programme suits men with a receding hairline or thinning crown, and women with a widening parting or thinning over the top of the head, who are ready to commit to several months of care. If you are pregnant, planning a pregnancy or breastfeeding, some medicines are not used, and we adapt the plan. Alopecia areata and scarring hair loss need different treatment. Where baldness is advanced, a hair transplant discussion may be more useful, and we will tell you so honestly.',
        'The first visit takes about 45 to 60 minutes. The doctor takes a detailed history, grades the pattern of hair loss, examines the scalp with trichoscopy and takes standardised photographs. Blood tests, including hormone tests for women with irregular periods or acne, are suggested where relevant. The doctor then explains each option, with its benefits and possible side effects, and agrees a written plan with you. Procedure sessions are booked separately, with numbing cream and cooling for comfort.',
        'The active phase usually runs for 6 to 12 months, with reviews and photographs every 8 to 12 weeks. Procedures follow their own schedule, for example PRP about once a month for 3 to 4 sessions. Most patients notice less shedding within 2 to 3 months, visible density changes by around 6 months, and the fullest result near 12 months. A simpler maintenance plan then continues. The aim is to slow thinning and improve density; results vary.',
        'Use your medicines every day as advised. Minoxidil can cause a short spell of extra shedding in the first 4 to 8 weeks; this usually settles, so please do not stop without speaking to us. Follow the aftercare given for each procedure and protect your scalp from strong sun. Call the clinic if you notice palpitations, dizziness, swelling of the feet, mood changes, sexual side effects or persistent scalp irritation, so the doctor can review your treatment.',
      ],
    },
    included: [
      'Detailed assessment with trichoscopy',
      'Standardised photographs at every review',
      'Personalised medical treatment plan',
      'Scheduled dermatologist follow-up visits',
    ],
    excluded: [
      'Procedure sessions priced individually',
      'Prescription medicines billed separately',
      'Not for scarring hair loss',
      'Some medicines unsuitable in pregnancy',
    ],
    benefits: [
      'Medicines and procedures combined in one plan',
      'Regular reviews with progress photographs',
      'Plan adjusted as your hair responds',
      'May slow thinning and improve density',
    ],
    faq: [
      {
        question: 'How long does the programme last?',
        answer:
          'Most patients follow the active phase for 6 to 12 months, with reviews every 2 to 3 months. Pattern hair loss is long-term, so a simpler maintenance plan usually continues after that. At each review the doctor will tell you what is working and what can be reduced.',
      },
      {
        question: 'Are the medicines safe for long-term use?',
        answer:
          'The medicines used for pattern hair loss have been studied for many years and are generally well tolerated. Like all medicines they can have side effects, which the doctor explains before you start. Regular reviews help us spot and manage any problems early.',
      },
      {
        question: 'What does the programme cost?',
        answer:
          'The cost depends on what your plan includes: consultations, medicines and the number of PRP, GFC or laser sessions. Because each plan is personal, the doctor gives you a written estimate after your assessment, before you commit to anything.',
      },
    ],
  },
  {
    id: 'intralesional-injection',
    overview: {
      title: 'What is an intralesional injection?',
      paragraphs: [
        'An intralesional injection places medicine directly into a patch of skin or scalp, most often a corticosteroid called triamcinolone acetonide. Because the medicine goes only where it is needed, a small dose acts strongly on that area while very little reaches the rest of the body. In alopecia areata it calms the immune reaction against the hair follicles so hair can regrow. In keloids and thick scars it reduces inflammation and excess collagen, helping them flatten and soften.',
        'It suits adults and older children with a few patches of alopecia areata, and people with keloids, thick raised scars, painful acne cysts or stubborn itchy plaques. Widespread or total hair loss usually needs other treatment. Injections are not given into infected or broken skin, or if you are allergic to the medicine. Please tell us if you are pregnant, have diabetes or have had a reaction to steroid injections before. On darker skin, the dose is chosen carefully to lower the risk of lightening.',
        'A session usually takes 15 to 30 minutes. The doctor examines the area and marks the points to be treated. On sensitive areas, numbing cream is applied first, and ice or cooling can be used. The area is cleaned, and small amounts of medicine are injected with a very fine needle, about a centimetre apart on a hair patch. Keloids are firmer, so you may feel more pressure. A small plaster is applied where needed.',
        'Injections are usually repeated every 4 to 6 weeks. In alopecia areata, many patients notice fine new hair within 4 to 8 weeks; it may be light or white at first and usually darkens. Keloids and thick scars often need several sessions and flatten gradually over months, and an acne cyst typically settles within a few days. Alopecia areata can come and go, and keloids can return, so results vary and follow-up matters.',
        'Mild tenderness or a small bruise may last a day or two. Keep the area clean, avoid rubbing or scratching it, and go about your usual routine. Use sunscreen on treated skin on the face or other exposed areas. Occasionally the skin at the site becomes slightly thinner, dented or lighter; this is more visible on darker skin and usually improves over months. Call the clinic if you notice increasing pain, pus, fever, a dent or a pale patch.',
      ],
    },
    included: [
      'Doctor examination and diagnosis',
      'Numbing cream where needed',
      'Injection with a very fine needle',
      'Review of response at each visit',
    ],
    excluded: [
      'Not for widespread or total hair loss',
      'Not for infected or broken skin',
      'Keloid surgery not included',
      'Other prescription medicines billed separately',
    ],
    benefits: [
      'Medicine placed exactly where it is needed',
      'Quick session, back to routine the same day',
      'May restart hair growth in patches',
      'May flatten and soften thick scars',
    ],
    faq: [
      {
        question: 'Are steroid injections safe?',
        answer:
          'In the small doses used for a patch or scar, very little medicine reaches the rest of the body. The main local risks are slight thinning or lightening of the skin at the site, which is more noticeable on darker skin and usually improves over months. We adjust the dose and spacing to lower these risks.',
      },
      {
        question: 'How soon will hair grow back in a patch?',
        answer:
          'Many patients notice fine new hair within 4 to 8 weeks. It may be light or white at first and usually darkens over time. Alopecia areata can come and go, so new patches may appear even during treatment, and the response varies from person to person.',
      },
      {
        question: 'Will my keloid go away completely?',
        answer:
          'Injections usually flatten and soften a keloid and ease itching or pain, but the scar rarely disappears entirely, and keloids can return. Several sessions are usually needed, and the doctor may combine injections with silicone gel or other treatment to lower the chance of recurrence.',
      },
    ],
  },
  {
    id: 'hair-transplant',
    overview: {
      title: 'What is an FUE hair transplant?',
      paragraphs: [
        'Follicular unit extraction (FUE) moves your own hair from the back and sides of the scalp, where it is naturally resistant to pattern hair loss, to thinning or bald areas. Each follicular unit, a natural group of one to four hairs, is removed with a tiny round punch under local anaesthesia, leaving small dot-like marks that heal and are usually hidden by the surrounding hair. Transplanted follicles keep the qualities of the donor area, so they generally continue to grow long term.',
        'FUE suits men and women with stable pattern hair loss, a good supply of donor hair and good general health. We usually advise waiting until the mid-twenties, when the pattern of loss is clearer. It is not suitable, or needs careful planning, if you have uncontrolled diabetes, high blood pressure or heart disease, a bleeding disorder or take blood thinners, an active scalp infection, alopecia areata, scarring hair loss or a keloid tendency. Expectations must match what your donor hair can cover.',
        'The procedure is done as day care and usually takes 6 to 8 hours, depending on the number of grafts. The hairline is designed and agreed with you, and the donor area is trimmed. Local anaesthetic injections numb the scalp; these are the main pricks you feel. Grafts are then extracted, sorted and kept cool in a storage solution, tiny openings are made in the thinning area, and the grafts are placed one by one. There are breaks for meals and rest.',
        'Most patients need one session; some choose a second after 9 to 12 months for more density. The transplanted hairs usually shed 2 to 6 weeks after surgery, which is expected. New growth starts around 3 to 4 months, a clear change is often visible by 6 months, and the full result usually takes 12 to 18 months, with the crown filling in more slowly. Medicines to protect your existing hair are usually continued. Results vary.',
        'Mild swelling of the forehead may appear for a few days, and small crusts fall off within about 7 to 10 days. Sleep with your head raised for the first few nights, do not touch or scratch the grafts, and wash as we show you. Avoid helmets and tight caps for about 2 weeks, the gym for 2 weeks, swimming for 4 weeks, and strong sun on the scalp. Call the clinic for bleeding that does not stop with pressure, increasing pain, pus or fever.',
      ],
    },
    included: [
      'Detailed consultation and donor assessment',
      'Hairline design agreed before surgery',
      'Local anaesthesia throughout the procedure',
      'Post-operative check-ups and wash guidance',
    ],
    excluded: [
      'Not for alopecia areata or scarring loss',
      'Does not stop future hair thinning',
      'Medicines after surgery billed separately',
      'Pre-surgery blood tests billed separately',
    ],
    benefits: [
      'Uses your own hair, which grows naturally',
      'No linear scar at the back',
      'Hairline designed to suit your face',
      'Transplanted hair is generally long-lasting',
    ],
    faq: [
      {
        question: 'Is a hair transplant painful?',
        answer:
          'The local anaesthetic injections at the start sting for a few minutes. After that the scalp is numb, and most patients rest or watch videos during the procedure. Mild soreness and tightness for a few days afterwards are usually managed with prescribed painkillers.',
      },
      {
        question: 'When will I see the final result?',
        answer:
          'Transplanted hairs usually shed in the first few weeks, which is expected. New growth starts around 3 to 4 months, a clear change is often visible by 6 months, and the full result usually takes 12 to 18 months. The crown tends to fill in more slowly.',
      },
      {
        question: 'What decides the cost of a hair transplant?',
        answer:
          'The main factor is the number of grafts needed, which depends on the area to be covered, your donor supply and the density you hope for. The doctor assesses this at consultation and gives you a written estimate, including follow-up visits, before you decide.',
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'dandruff',
    overview: {
      title: 'Understanding dandruff and seborrhoeic dermatitis',
      paragraphs: [
        'Dandruff is fine white or yellowish flaking of the scalp. When the scalp is also red, greasy and itchy, it is called seborrhoeic dermatitis. Both are linked to Malassezia, a yeast that lives on everyone’s scalp, and to how sensitive your skin is to the oils it breaks down. Dandruff is not caused by poor hygiene. Treatment aims to control the yeast, lift the scale and calm inflammation, using medicated products and in-clinic scalp treatments.',
        'This treatment suits anyone with flaking or itching that persists despite anti-dandruff shampoos, or flaking on the eyebrows, sides of the nose, behind the ears or on the chest. Heat, humidity, sweat, helmets and stress often make it worse. Some conditions look similar, such as scalp psoriasis, fungal infection of the scalp (common in children) or an allergy to hair dye, so a proper diagnosis matters. In-clinic treatment is postponed if there are open sores or recent chemical hair treatments.',
        'Your first visit includes a scalp examination with trichoscopy and questions about your shampoo, oiling, hair dye and styling habits. An in-clinic session takes about 30 to 45 minutes. The scalp is cleansed, and a medicated solution or a mild scalp peel, such as salicylic acid, is applied in sections to loosen scale. It is left on for a few minutes and then rinsed, followed by a soothing application. Most patients feel only mild tingling, and there is no downtime.',
        'With a medicated shampoo used correctly, most patients notice less itching and flaking within 2 to 4 weeks. Where scaling is thick, 3 to 4 in-clinic sessions spaced 2 to 4 weeks apart are usually advised. Dandruff tends to return, particularly in the monsoon and hot months, so a maintenance routine, often a medicated shampoo once or twice a week, helps keep it under control. Results vary with your skin and seasons.',
        'Use your medicated shampoo as instructed, leaving the lather on the scalp for 3 to 5 minutes before rinsing. In humid weeks, wash more often and dry the scalp well after sweating or wearing a helmet. During a flare, avoid leaving oil on the scalp overnight, and try not to scratch. Avoid hair colour or chemical treatments for a week after an in-clinic session. Call the clinic if you notice oozing, painful bumps, patchy hair loss or no improvement in 4 to 6 weeks.',
      ],
    },
    included: [
      'Dermatologist scalp examination',
      'In-clinic medicated scalp treatment',
      'Advice on shampoo use and oiling',
      'Written scalp care routine',
    ],
    excluded: [
      'Prescription shampoos billed separately',
      'Not for open sores on the scalp',
      'Not a one-time permanent cure',
      'No hair colour on the same day',
    ],
    benefits: [
      'Targets the yeast linked to dandruff',
      'Calms itching and visible flaking',
      'Rules out psoriasis and fungal lookalikes',
      'Simple routine to keep flare-ups down',
    ],
    faq: [
      {
        question: 'Is dandruff caused by a dry scalp?',
        answer:
          'Usually not. Most dandruff is linked to a yeast that lives on the oily areas of the scalp, so the flakes are often slightly greasy. Truly dry flaking is less common. The doctor will examine your scalp and suggest products that suit the actual cause.',
      },
      {
        question: 'Should I stop oiling my hair?',
        answer:
          'Not necessarily, but during a flare it helps to avoid leaving oil on the scalp overnight, because the yeast linked to dandruff feeds on many oils. If you enjoy oiling, apply it to the lengths for a short time before washing. We will tailor the advice to your scalp.',
      },
      {
        question: 'Will dandruff come back after treatment?',
        answer:
          'Dandruff is usually a long-term tendency, so it can return, especially in hot, humid weather or at times of stress. Using a medicated shampoo once or twice a week after the flare settles helps most patients keep it under control.',
      },
    ],
  },
  {
    id: 'laser-hair-removal',
    overview: {
      title: 'What is laser hair removal?',
      paragraphs: [
        'Our diode laser sends light that is absorbed by the pigment (melanin) in the hair shaft and root. The heat damages the follicle’s ability to regrow hair, while a cooled tip protects the skin surface. Its longer wavelength reaches the root with less effect on pigment in the skin, which makes it suitable for Indian skin types (Fitzpatrick III–V) when settings are chosen carefully. The aim is long-term reduction: treated hair becomes fewer, finer and lighter.',
        'It suits dark, coarse hair on the face, underarms, arms, legs, bikini line, back and chest, including facial hair linked to PCOS, where medical treatment alongside helps. It does not work on white, grey, blonde or very fine hair. We wait if you are pregnant, have a fresh tan, active acne, infection or eczema in the area, or have taken isotretinoin in the last 6 months. Please tell us about medicines that cause light sensitivity, or any tendency to keloids.',
        'Shave the area 12 to 24 hours before your visit, and avoid waxing, threading, plucking and bleaching for 4 weeks beforehand, as the laser needs the root in place. Your skin is checked, a test patch is done on the first visit, and you wear protective eyewear. The cooled handpiece then glides over the skin; most people feel a quick warm snap. Numbing cream can be used on sensitive areas. Sessions take 10 to 15 minutes for the upper lip or underarms, and up to 60 minutes for full legs.',
        'Hair grows in cycles, and the laser acts only on hairs in their growing phase, so 6 to 8 sessions are commonly needed, spaced 4 to 6 weeks apart for the face and 6 to 8 weeks for the body. Treated hairs shed over 1 to 3 weeks after each session, and most patients notice steady reduction after 3 to 4 sessions. Hormone-sensitive areas such as the chin and neck often need more sessions and occasional maintenance. Results vary.',
        'Mild redness and small bumps around the hair follicles usually settle within a few hours to a day. Avoid sun, hot baths, steam, saunas, swimming and the gym for 24 to 48 hours, and scrubs, retinoids or acid products for 2 to 3 days. Apply sunscreen of SPF 30 or more daily and reapply outdoors, as tanning raises the risk of dark marks on Indian skin. Only shave between sessions. Call the clinic if you notice blistering, crusting, or darkening or lightening of the skin.',
      ],
    },
    included: [
      'Skin and hair assessment before starting',
      'Test patch on your first visit',
      'Diode laser with contact cooling',
      'Written pre- and post-care instructions',
    ],
    excluded: [
      'Not effective on white or grey hair',
      'Not advised during pregnancy',
      'Not within 6 months of isotretinoin',
      'Not for tanned or irritated skin',
    ],
    benefits: [
      'Long-term reduction of unwanted hair',
      'Settings chosen for Indian skin types',
      'Fewer ingrown hairs and less razor irritation',
      'Less time spent on waxing and threading',
    ],
    faq: [
      {
        question: 'Is laser hair removal permanent?',
        answer:
          'It gives long-term reduction rather than removal of every hair. Most patients notice much less hair, and the remaining hair is usually finer and lighter after a full course. Some hairs may return over time, especially in hormone-sensitive areas such as the chin, so occasional maintenance sessions may be needed.',
      },
      {
        question: 'Is it safe on darker Indian skin?',
        answer:
          'Generally yes, when the right laser and settings are used. Our diode laser, with longer pulses and contact cooling, is suited to Fitzpatrick skin types III–V. We do a test patch first and ask you to avoid tanning, as tanned skin is more prone to burns and dark marks.',
      },
      {
        question: 'Does laser hair removal hurt?',
        answer:
          'Most patients feel a quick warm snap, like a rubber band flicking the skin. The cooled tip of the laser eases this, and numbing cream can be used on sensitive areas such as the upper lip or bikini line. Discomfort usually lessens over the sessions as the hair becomes finer.',
      },
    ],
    beforeAfter: true,
  },
];
