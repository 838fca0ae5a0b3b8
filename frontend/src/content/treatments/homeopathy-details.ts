import { clinic } from '../clinic';
import type { TreatmentDetail } from '../types';

const dermatologist = clinic.doctor.name;
const homeopath = clinic.homeopathicConsultant.name;
const clinicName = clinic.shortName;

/**
 * Long copy for the Homeopathic treatments. Homeopathic care at the clinic is offered as
 * complementary care by its homeopathic consultant, alongside the dermatologist, never as a
 * replacement for prescribed treatment.
 */
export const homeopathyDetails: TreatmentDetail[] = [
  {
    id: 'skin-allergy',
    overview: {
      title: 'Understanding homeopathic care for skin allergy',
      paragraphs: [
        `A skin allergy is the immune system over-reacting to something that touches the skin or enters the body, such as hair dye, nickel in buckles and jewellery, fragrance, cement, bindi adhesive, a cosmetic or a medicine. It can show as itchy red patches, bumps, blisters or dry, thickened skin. At ${clinicName}, our homeopathic consultant, ${homeopath}, works alongside our dermatologist, ${dermatologist}. Scientific evidence for homeopathy in skin allergy is limited, so we offer it as complementary care.`,
        'This consultation suits adults and children with recurring or long-standing allergic rashes who would like a complementary approach and are willing to keep up trigger avoidance and prescribed skin care. It does not replace patch testing, antihistamines or creams your doctor has prescribed; please do not stop them. If you are pregnant, breastfeeding or diabetic, tell us, as some remedies come on sugar globules or in an alcohol base. A rash with swelling of the lips, eyes or tongue, or any difficulty breathing, needs emergency care.',
        `Your first visit usually takes 45 to 60 minutes. ${dermatologist} first looks at the rash to confirm it is an allergy and not an infection or another condition; if a contact allergy is suspected, the dermatologist may advise patch testing. The homeopath then takes a detailed history of when the rash appears, what you use on your skin and hair, your work, sleep, diet and stress. There are no needles or procedures, so no numbing is needed. You leave with your medicines and written instructions.`,
        'Follow-up visits take about 15 to 20 minutes and are usually every three to four weeks at first, then spaced out as things settle. Most patients are reviewed over three to six months, because allergic rashes come and go, and a single calm week says little. Some patients notice fewer or milder flares within the first two or three months; others notice little change, and results vary. If there is no meaningful improvement, we say so and discuss other options with the dermatologist.',
        'Avoiding your trigger matters more than any medicine. Switch to fragrance-free soaps and moisturisers, patch-test any hair dye before use, and cover metal buttons that touch the skin. Summer heat and sweat can worsen itching, so wear loose cotton and bathe in lukewarm water. Scratching and harsh home remedies can leave dark marks that last months on Indian skin (Fitzpatrick III–V), so use a broad-spectrum sunscreen on healing patches. Call the clinic if the rash spreads, oozes, turns painful or comes with fever.',
      ],
    },
    included: [
      'Detailed case-taking consultation',
      'Dermatologist review of the rash',
      'Individually prescribed homeopathic medicines',
      'Trigger-avoidance and skin-care advice',
    ],
    excluded: [
      'Not a replacement for prescribed medicines',
      'Not for sudden swelling or breathing difficulty',
      'Not a substitute for patch testing',
      'Does not remove the need to avoid triggers',
    ],
    benefits: [
      'Unhurried consultation looking at your overall health',
      'Works alongside your dermatologist’s treatment plan',
      'Practical advice on identifying likely triggers',
      'Regular reviews to track flares honestly',
    ],
    faq: [
      {
        question: 'Can homeopathy cure my skin allergy?',
        answer:
          'We cannot promise a cure, and scientific evidence for homeopathy in allergies is limited. Some patients find their flares become less frequent with complementary care, trigger avoidance and good skin care together. Your prescribed medicines and the dermatologist’s advice remain the main treatment.',
      },
      {
        question: 'Can I take homeopathic medicines with my antihistamines?',
        answer:
          'Yes. Homeopathic medicines are taken alongside your prescribed tablets and creams, not instead of them. Please bring a list of everything you use, including over-the-counter creams, so both doctors know the full picture. Never stop or reduce a prescribed medicine without speaking to the doctor who prescribed it.',
      },
      {
        question: 'When should I go to a hospital instead?',
        answer:
          'Go to the nearest emergency department if a rash comes with swelling of the lips, eyes, tongue or throat, difficulty breathing or swallowing, dizziness or fainting. These can be signs of a severe allergic reaction. Call the clinic for a rash that spreads quickly, blisters widely or comes with fever.',
      },
    ],
  },
  {
    id: 'psoriasis',
    overview: {
      title: 'Understanding homeopathic care for psoriasis',
      paragraphs: [
        `Psoriasis is a long-term condition in which the immune system speeds up the turnover of skin cells, so they pile up as thick, red or dark plaques with silvery scales, most often on the elbows, knees, scalp and lower back. It is not contagious and tends to flare and settle over the years. At ${clinicName}, ${homeopath} offers homeopathic care alongside the treatment planned by our dermatologist, ${dermatologist}. Evidence for homeopathy in psoriasis is limited, so we offer it as complementary care.`,
        'It may suit adults and children with mild to moderate psoriasis who want complementary support and will continue the creams, phototherapy or tablets their dermatologist advises. If you take methotrexate, ciclosporin, a biologic or any other prescribed medicine, please keep taking it; stopping treatment suddenly can cause a flare. Tell us if you are pregnant, breastfeeding or diabetic. Redness spreading over most of the body, pus-filled bumps with fever, or painful, swollen joints need the dermatologist or a doctor promptly.',
        `The first consultation usually takes 45 to 60 minutes. ${dermatologist} examines the skin, scalp and nails, asks about joint pain and, where needed, advises blood tests. The homeopath then takes a detailed history: when the plaques began, what makes them worse (stress, throat infections, certain medicines, alcohol, smoking), and your sleep, diet, digestion and family history. Nothing is applied or injected, so there is no discomfort and no numbing is needed. You leave with your medicines, instructions on taking them and a follow-up date.`,
        'Psoriasis is long-term, so care is planned in months, not weeks. Follow-ups of about 15 to 20 minutes are usually every four weeks at first, then every six to eight weeks once things are steady. We usually review progress over at least three to six months before judging it, as psoriasis also improves and worsens on its own. Some patients notice softer plaques or less itching; others notice little difference, and results vary. We review progress honestly with the dermatologist at each stage.',
        'Moisturise thickly at least twice a day with a plain, fragrance-free emollient, and bathe in lukewarm rather than hot water. Do not pick or peel scales. Short periods of gentle sun help some patients, but sunburn can trigger new plaques, so protect your face and avoid the midday sun. On Indian skin (Fitzpatrick III–V), healed plaques often leave dark or light marks that fade slowly over months. Call the clinic if plaques spread quickly, crack and bleed, look infected, or your joints swell.',
      ],
    },
    included: [
      'Detailed case-taking consultation',
      'Dermatologist examination of skin, scalp, nails',
      'Individually prescribed homeopathic medicines',
      'Lifestyle, trigger and moisturiser advice',
    ],
    excluded: [
      'Not a replacement for prescribed medicines',
      'Does not offer a permanent cure',
      'Not a sole treatment for severe flares',
      'Not a substitute for joint assessment',
    ],
    benefits: [
      'Time to discuss triggers, stress and routine',
      'Works alongside creams, phototherapy or tablets',
      'Clear moisturising and scalp-care routine',
      'Regular shared reviews with the dermatologist',
    ],
    faq: [
      {
        question: 'Is psoriasis contagious?',
        answer:
          'No. Psoriasis cannot spread from one person to another through touch or by sharing food, towels or swimming pools. It comes from how the immune system behaves, often with a family tendency. Explaining this plainly to family, school or colleagues can ease a great deal of worry and stigma.',
      },
      {
        question: 'Should I stop my psoriasis tablets once I start homeopathy?',
        answer:
          `No. Please continue every medicine your dermatologist or physician has prescribed. Stopping some treatments suddenly, especially steroid tablets or injections sometimes given elsewhere, can trigger a severe flare. Homeopathic care at ${clinicName} is complementary; any change to your prescribed treatment is decided only by the doctor who prescribed it.`,
      },
      {
        question: 'How long before I see any change?',
        answer:
          'It varies a great deal. Some patients notice softer plaques or less itching over two to three months; others notice little change. Because psoriasis naturally comes and goes, we judge progress over several months, together with the dermatologist, and discuss other options if it is not helping.',
      },
    ],
  },
  {
    id: 'eczema',
    overview: {
      title: 'Understanding homeopathic care for eczema',
      paragraphs: [
        `Eczema (dermatitis) is a condition in which the skin’s protective barrier is weak, so it loses moisture easily and reacts to irritants, sweat, dust mites and allergens. The result is dry, itchy, inflamed skin that may ooze during flares and thicken with long scratching. Atopic eczema often starts in childhood and may run in families with asthma or hay fever. ${homeopath} offers homeopathic care alongside the treatment planned by our dermatologist. Scientific evidence for homeopathy in eczema is limited, so we offer it as complementary care.`,
        'It may suit children and adults with long-standing or recurring eczema who would like a gentle, complementary approach while continuing moisturisers and the creams the dermatologist prescribes. Steroid and other anti-inflammatory creams, used as directed, are safe and important; please do not stop them out of fear. Tell us about pregnancy, breastfeeding or diabetes. Yellow crusts, weeping, fever, or sudden painful clusters of sores (which can mean a herpes infection on eczema) need the dermatologist or a doctor the same day.',
        `The first consultation takes about 45 to 60 minutes, and for children a parent stays throughout. ${dermatologist} checks the eczema and rules out infection, scabies or fungal rashes that can look similar. The homeopath then asks about the pattern of flares, soaps and detergents used, sleep, appetite, diet, emotional stress and any family history of allergies. There are no injections or procedures, so no numbing is needed. Medicines are usually small sweet pills or drops, which most children accept easily.`,
        'Follow-ups of about 15 to 20 minutes are usually every three to four weeks at first, then spaced further apart. Because eczema has good and bad spells anyway, we usually judge progress over three to six months. Some patients notice less itching and fewer night-time wake-ups within a couple of months; others notice little change, and results vary. The moisturiser routine and prescribed creams stay in place throughout, and any change to them is decided by the dermatologist.',
        'Moisturise generously at least twice a day and within a few minutes of bathing. Use lukewarm water and a mild, soap-free cleanser, and pat the skin dry. Keep nails short, dress in loose cotton, and rinse off sweat after exercise or a hot day, as heat and humidity often worsen itching. On Indian skin (Fitzpatrick III–V), eczema frequently leaves dark or pale patches that fade slowly once the skin is calm; sunscreen helps. Call the clinic if patches ooze, crust or become painful, or your child has fever.',
      ],
    },
    included: [
      'Detailed case-taking consultation',
      'Dermatologist check to confirm diagnosis',
      'Individually prescribed homeopathic medicines',
      'Moisturiser and bathing routine guidance',
    ],
    excluded: [
      'Not a replacement for prescribed creams',
      'Not for infected or weeping eczema alone',
      'Does not replace daily moisturising',
      'Not a permanent cure for eczema',
    ],
    benefits: [
      'Gentle approach suitable for children and adults',
      'Works alongside moisturisers and prescribed creams',
      'Practical advice on soaps, clothing and sweat',
      'Regular reviews to track itch and sleep',
    ],
    faq: [
      {
        question: 'Are steroid creams safe, or should I switch to homeopathy?',
        answer:
          'Steroid creams prescribed by a dermatologist, in the right strength and for the right length of time, are safe and often essential to calm a flare. Problems usually come from strong creams bought without a prescription. Please continue your prescribed creams; homeopathic care here is used alongside them, not instead.',
      },
      {
        question: 'Is homeopathy safe for my child?',
        answer:
          'Homeopathic medicines are generally well tolerated, and the homeopath adjusts the form and dose for children. Tell us about any other medicines, allergies or diabetes. Children with eczema should still see the dermatologist, especially during flares, and must see a doctor promptly if the skin oozes or crusts, or the child has fever.',
      },
      {
        question: 'Will my eczema go away completely?',
        answer:
          'Eczema in many children improves as they grow older, but no treatment can promise that it will not return. The aim is fewer, milder flares and comfortable skin. Good moisturising and avoiding triggers matter most; homeopathic care is offered as complementary support, and results vary.',
      },
    ],
  },
  {
    id: 'scales',
    overview: {
      title: 'Understanding care for scaly skin',
      paragraphs: [
        `Scaly skin means persistent dryness with visible flakes or fish-like scales, often on the shins, arms and back. It has many causes: simple dry skin (xerosis) from hot baths and harsh soaps, inherited ichthyosis, psoriasis, fungal infection, an underactive thyroid, some medicines and ageing skin. Because the cause shapes the treatment, our dermatologist, ${dermatologist}, first finds out why. ${homeopath} then offers homeopathic care alongside. Evidence for homeopathy here is limited, so we offer it as complementary support, never a replacement.`,
        'This consultation suits adults and children with long-standing dryness and scaling that keeps returning despite moisturisers, once other causes have been checked. Scaling that started suddenly in adult life, comes with weight change, tiredness or feeling cold, or appears in rings may point to another condition, and the dermatologist may advise tests first. Please continue any prescribed medicines and creams, and tell us if you are pregnant, breastfeeding or diabetic. Cracked, bleeding, hot or painful skin, especially on the feet of people with diabetes, needs a doctor promptly.',
        `The first visit usually takes 45 to 60 minutes. ${dermatologist} examines the skin and, if needed, takes a painless scraping to look for fungus or advises blood tests such as thyroid function. The homeopath then takes a detailed history of your bathing habits, soaps, water, diet, fluid intake, general health and family history. There are no procedures or needles, so no numbing is needed. You leave with homeopathic medicines, a moisturising plan and clear written instructions.`,
        'Follow-ups take about 15 to 20 minutes, usually every four weeks at first, then less often. Simple dry skin often improves within a few weeks of a good moisturising routine; inherited ichthyosis is lifelong and needs ongoing care rather than a cure. Where homeopathic care is added, most patients are reviewed over three to six months before judging it, and results vary. If scaling persists, the dermatologist may add prescription creams such as urea or lactic acid preparations.',
        'Bathe briefly in lukewarm, not hot, water and use a mild, soap-free cleanser. Apply a thick moisturiser within three minutes of patting dry, and again at night. Do not scrub scales off with pumice stones or loofahs, as this irritates the skin and, on Indian skin (Fitzpatrick III–V), can leave dark marks. Winter air, air conditioning and hard water dry the skin further, so step up moisturising at those times. Call the clinic if the skin cracks, bleeds, or turns red and painful.',
      ],
    },
    included: [
      'Dermatologist examination to find the cause',
      'Detailed case-taking consultation',
      'Individually prescribed homeopathic medicines',
      'Personal bathing and moisturising plan',
    ],
    excluded: [
      'Not a replacement for prescribed creams',
      'Not a cure for inherited ichthyosis',
      'Not for untreated fungal or thyroid causes',
      'Does not replace daily moisturising',
    ],
    benefits: [
      'Cause-first approach with a dermatologist’s check',
      'Simple daily routine that suits Indian weather',
      'Works alongside prescribed moisturising creams',
      'Regular reviews to adjust the plan',
    ],
    faq: [
      {
        question: 'Why is my skin scaly even though I drink enough water?',
        answer:
          'Drinking water alone rarely fixes dry skin. Scaling usually comes from the skin’s outer barrier losing oil and moisture, often because of hot baths, harsh soaps, weather or an inherited tendency. Sometimes a thyroid problem, fungal infection or psoriasis is the cause, which is why the dermatologist examines you first.',
      },
      {
        question: 'Can homeopathy cure ichthyosis?',
        answer:
          'No. Inherited ichthyosis is a lifelong genetic condition, and no treatment cures it. Regular moisturising and prescription creams from the dermatologist keep the skin more comfortable. Some families choose homeopathic care as complementary support, but evidence for it is limited, and results vary.',
      },
      {
        question: 'How soon will my skin feel better?',
        answer:
          'With a consistent bathing and moisturising routine, most people with simple dry skin notice softer, less flaky skin within two to four weeks. Scaling from other causes takes longer and depends on treating that cause. We review progress at each follow-up and change the plan if needed.',
      },
    ],
  },
  {
    id: 'urticaria',
    overview: {
      title: 'Understanding homeopathic care for urticaria (hives)',
      paragraphs: [
        `Urticaria, or hives, causes raised, itchy welts that appear, move and fade within a day, sometimes with swelling of the lips or eyelids (angioedema). It happens when cells in the skin release histamine. Acute hives may follow an infection, a food or a medicine; when hives keep coming for more than six weeks it is called chronic urticaria, and often no single trigger is found. ${homeopath} offers homeopathic care alongside the dermatologist’s treatment. Evidence for homeopathy in urticaria is limited, so it is complementary care.`,
        'It may suit adults and children with recurring or chronic hives who want complementary support while continuing the antihistamines their dermatologist prescribes; please do not stop or reduce them on your own. Tell us if you are pregnant, breastfeeding or diabetic. Go to an emergency department at once if hives come with swelling of the tongue or throat, difficulty breathing or swallowing, wheezing, dizziness or fainting. Welts that last more than a day, burn rather than itch, or leave bruises need the dermatologist, as they may be a different condition.',
        `The first consultation usually takes 45 to 60 minutes. Bring photographs of the welts, as they often fade before you arrive, and a list of your medicines and supplements. ${dermatologist} reviews the pattern and may advise a few blood tests. The homeopath then takes a detailed history of when hives appear, possible links to food, heat, pressure, exercise, stress or painkillers, and your sleep, digestion and general health. Nothing is injected or applied, so there is no discomfort. You leave with medicines and a symptom diary.`,
        'Follow-ups of about 15 to 20 minutes are usually every three to four weeks. Chronic urticaria often settles on its own over months to a few years, which makes any treatment hard to judge, so we review progress over at least three months. Some patients notice fewer or milder episodes, and the dermatologist may later reduce antihistamines gradually; others notice little change, and results vary. If hives are not controlled, the dermatologist can add other proven treatments.',
        'Keep a simple diary of episodes, foods, medicines and activities, and bring it to each visit. Wear loose cotton clothing, avoid very hot baths, and stay cool, as heat and sweat in hot, humid weather commonly set off hives. Avoid painkillers such as aspirin and ibuprofen unless a doctor has approved them, as they can worsen urticaria. Welts usually leave no mark, but scratching can darken Indian skin (Fitzpatrick III–V). Call the clinic if episodes become more frequent, and seek emergency care for throat swelling or breathing difficulty.',
      ],
    },
    included: [
      'Detailed case-taking consultation',
      'Dermatologist review of hive pattern',
      'Individually prescribed homeopathic medicines',
      'Symptom diary and trigger guidance',
    ],
    excluded: [
      'Not a replacement for antihistamines',
      'Not for throat swelling or breathing difficulty',
      'Does not guarantee hives will not return',
      'Not a substitute for advised blood tests',
    ],
    benefits: [
      'Structured diary to help spot possible triggers',
      'Works alongside your prescribed antihistamines',
      'Clear guidance on when to seek urgent care',
      'Regular reviews with the dermatologist’s input',
    ],
    faq: [
      {
        question: 'Are my hives caused by a food allergy?',
        answer:
          'Sometimes, but less often than people think. Food-related hives usually appear within minutes to two hours of eating the food. Most chronic hives have no single food trigger, and strict diets rarely help. Infections, painkillers, heat, pressure and stress are common contributors, and your diary helps us spot a pattern.',
      },
      {
        question: 'Can I stop my antihistamines once I start homeopathy?',
        answer:
          `Please do not. Antihistamines are the proven first treatment for urticaria, and stopping suddenly can bring hives back strongly. Homeopathic care at ${clinicName} is complementary. If your hives stay settled, the dermatologist may reduce your antihistamines gradually; that decision always rests with the dermatologist.`,
      },
      {
        question: 'When are hives an emergency?',
        answer:
          'Call an ambulance or go to the nearest emergency department if hives come with swelling of the tongue, lips or throat, difficulty breathing or swallowing, wheezing, a hoarse voice, vomiting, dizziness or fainting. These can be signs of anaphylaxis, a severe allergic reaction that needs immediate treatment.',
      },
    ],
  },
  {
    id: 'fungal',
    overview: {
      title: 'Understanding care for fungal skin infections',
      paragraphs: [
        `Fungal skin infections, most commonly ringworm (tinea, often called “daad”), are caused by fungi that thrive in heat, sweat and humidity. They show as itchy, red or dark rings with a scaly edge, usually in the groin, waist, under the breasts, on the buttocks or feet, and can spread to family members. In India, tinea has become harder to treat, partly because of steroid-containing creams sold over the counter. Proven antifungal medicines are essential, and our dermatologist, ${dermatologist}, prescribes them. Homeopathic care is only supportive.`,
        `Everyone with a fungal infection needs antifungal treatment prescribed by the dermatologist; homeopathy cannot replace it, and evidence for it in fungal infection is limited. Supportive homeopathic care with ${homeopath} may suit patients whose infection keeps returning and who wish to discuss their general health. Tell us if you are pregnant, breastfeeding, diabetic or on other medicines, as some antifungal tablets need care. People with diabetes or low immunity, and anyone with spreading redness, pain, pus or fever, should see the dermatologist or a doctor promptly.`,
        `Your visit starts with ${dermatologist}, who examines the rash and, where needed, takes a painless skin scraping to look for fungus under the microscope. The dermatologist prescribes antifungal creams and, if required, tablets, and explains how long to continue them. If you choose supportive homeopathic care, the homeopath then takes a detailed history of recurrences, sweating, clothing, household contacts and general health. The first visit usually takes 45 to 60 minutes in all. Nothing painful is involved, so no numbing is needed.`,
        'Skin infections often need two to six weeks of antifungal treatment, sometimes longer for widespread or long-standing tinea, and treatment usually continues for a while after the skin looks clear to prevent relapse. Nail infections take many months. Follow-ups are usually every two to four weeks until the dermatologist confirms the infection has cleared. Many patients notice less itching within the first couple of weeks, though results vary. Stopping treatment early is one of the commonest reasons the infection comes back.',
        'Dry the skin thoroughly after bathing, especially the folds and between the toes. Wear loose cotton clothes and change innerwear and socks daily; wash them in hot water, dry them in the sun and iron them where possible. Do not share towels, clothes or bedding, and bring affected family members for treatment. Never use steroid-containing combination creams. On Indian skin (Fitzpatrick III–V), dark marks often remain for months after the fungus has cleared; this is not active infection. Call the clinic if the rash spreads despite treatment.',
      ],
    },
    included: [
      'Dermatologist examination and antifungal prescription',
      'Skin scraping test when needed',
      'Optional supportive homeopathic consultation',
      'Hygiene and household prevention advice',
    ],
    excluded: [
      'Not a replacement for antifungal medicines',
      'Homeopathy alone does not clear fungus',
      'No steroid-containing combination creams',
      'Does not prevent reinfection without hygiene',
    ],
    benefits: [
      'Proven antifungal treatment led by the dermatologist',
      'Clear guidance on how long to treat',
      'Practical hygiene advice for hot, humid weather',
      'Family and household treatment planned together',
    ],
    faq: [
      {
        question: 'Why does my ringworm keep coming back?',
        answer:
          'Common reasons are stopping treatment as soon as the itch settles, using creams that contain steroids, untreated family members, and damp clothes or towels. Heat and sweat help the fungus grow. The dermatologist plans the right medicine and duration, and we go through hygiene steps that reduce the chance of reinfection.',
      },
      {
        question: 'Can homeopathy treat my fungal infection on its own?',
        answer:
          'No. Fungal infections need proven antifungal medicines, which the dermatologist prescribes. Scientific evidence for homeopathy in fungal infection is limited. The homeopath’s care is only supportive, for patients who want it alongside their antifungal treatment. Please do not replace or stop prescribed antifungals.',
      },
      {
        question: 'Will the dark marks go away?',
        answer:
          'On Indian skin, ringworm often leaves brownish or greyish marks after the fungus has gone. These are post-inflammatory pigmentation, not active infection, and usually fade slowly over several months. Sunscreen and avoiding scratching help. The dermatologist can advise on the marks once the infection is fully treated.',
      },
    ],
  },
  {
    id: 'scabies',
    overview: {
      title: 'Understanding scabies and its treatment',
      paragraphs: [
        `Scabies is an infestation of the skin by a tiny mite, Sarcoptes scabiei, that burrows into the top layer of the skin. It causes intense itching, typically worse at night, with small bumps between the fingers and on the wrists, waist, armpits, buttocks and genitals. It spreads through prolonged close skin contact and sometimes shared bedding or clothes, so families often get it together. Scabies needs proven anti-scabies treatment, which our dermatologist, ${dermatologist}, prescribes. Homeopathic care from ${homeopath} is only supportive.`,
        'Everyone with scabies, and everyone in their household, needs anti-scabies treatment at the same time, even without itching. Homeopathy does not kill the mite, and evidence for it here is limited, so it is never a substitute. Supportive care may suit patients troubled by lingering itch or who wish to discuss their general health. Tell us about pregnancy, breastfeeding, infants and elderly relatives, as the choice of medicine differs. Thick, crusted skin in an elderly or unwell person, pus, spreading redness or fever needs the dermatologist or a doctor promptly.',
        `${dermatologist} examines the skin, looks for burrows and confirms the diagnosis. The dermatologist prescribes treatment, usually permethrin cream applied from the neck down (including the scalp and face in infants and elderly people), and sometimes tablets, and explains exactly how and when to apply it. Household contacts are planned for too. If you choose supportive homeopathic care, the homeopath then takes a short history of the itch, sleep and general health. The visit usually takes 30 to 45 minutes and involves nothing painful.`,
        'Permethrin is usually applied twice, one week apart, and left on for 8 to 12 hours, often overnight, before washing off. The course usually kills the mites, but the itch and bumps often continue for two to four weeks afterwards as the skin settles; this does not by itself mean treatment has failed. A review after two to four weeks is usual. New burrows or new bumps after that time need the dermatologist, as repeat treatment may be needed.',
        'On the day of treatment, wash clothes, towels and bedsheets used in the previous three days in hot water and dry them in the sun, or seal them in a plastic bag for at least three days. Treat everyone at home on the same day. Keep nails short and avoid scratching. Itchy bumps can leave dark marks on Indian skin (Fitzpatrick III–V) that fade over months; a soothing moisturiser helps. Call the clinic if the itch worsens after four weeks, sores ooze or become painful, or anyone develops fever.',
      ],
    },
    included: [
      'Dermatologist diagnosis and anti-scabies prescription',
      'Step-by-step application instructions',
      'Treatment plan for household contacts',
      'Optional supportive homeopathic consultation',
    ],
    excluded: [
      'Homeopathy does not kill scabies mites',
      'Not a replacement for prescribed medicines',
      'Not for treating one family member alone',
      'No over-the-counter steroid creams',
    ],
    benefits: [
      'Proven anti-scabies treatment from the dermatologist',
      'Whole-household plan to prevent reinfestation',
      'Clear washing and bedding instructions',
      'Follow-up review to confirm clearance',
    ],
    faq: [
      {
        question: 'Why am I still itching after the treatment?',
        answer:
          'Itching commonly continues for two to four weeks after successful treatment, because the skin is still reacting to dead mites and their debris. The dermatologist may prescribe a soothing cream or an antihistamine. If new bumps or burrows appear after four weeks, or the itch is getting worse, come back for review.',
      },
      {
        question: 'Does my whole family really need treatment?',
        answer:
          'Yes. Household members and close contacts can carry mites for weeks before they start itching. If only one person is treated, the others can pass scabies back. Everyone should apply the treatment on the same day, and bedding and clothes should be washed at the same time.',
      },
      {
        question: 'Is scabies a sign of poor hygiene?',
        answer:
          'No. Scabies spreads through close skin contact, so it is common in families, hostels, schools and care homes, however clean everyone is. Bathing more does not remove the mites; proven anti-scabies treatment and washing of bedding and clothing do. There is no need for embarrassment.',
      },
    ],
  },
  {
    id: 'vitiligo-white-spot',
    overview: {
      title: 'Understanding care for vitiligo (white spots)',
      paragraphs: [
        `Vitiligo is a condition in which the immune system damages melanocytes, the cells that give skin its colour, leaving milky-white patches. It may affect any part of the body, and the hair in a patch sometimes turns white too. It is not contagious, is not caused by eating fish with milk or other food combinations, and is not leprosy. ${homeopath} offers homeopathic care alongside treatment planned by our dermatologist, ${dermatologist}. Evidence for homeopathy in vitiligo is limited, so it is complementary care.`,
        'It may suit children and adults with vitiligo who want complementary support while continuing proven treatments such as prescribed creams or phototherapy. Not every white patch is vitiligo: fungal infection, marks left by inflammation, birthmarks and, importantly in India, leprosy can look similar, so the dermatologist examines first. Please continue your prescribed treatment, and tell us about pregnancy, breastfeeding, diabetes or thyroid disease. Patches that are spreading quickly, or pale patches with numbness, need the dermatologist promptly, as they may need different treatment.',
        `The first consultation usually takes 45 to 60 minutes. ${dermatologist} examines the patches, often under a Wood’s lamp (a handheld ultraviolet light) to see their extent, and may advise blood tests such as thyroid function. With your consent, photographs are taken to track change fairly over time. The homeopath then takes a detailed history of when the patches appeared, family history, stress, illnesses and general health. There are no needles or procedures in the homeopathic consultation, so no numbing is needed.`,
        'Vitiligo care is slow and is planned over months. Follow-ups of about 15 to 20 minutes are usually every four to six weeks, with photographs compared every few months. When colour returns, it often starts as small brown dots around hair follicles, usually after three to six months of treatment or longer. The face and neck tend to respond better than the hands, feet and lips, and results vary widely; some patches do not regain colour. The dermatologist can discuss phototherapy or surgical options for stable patches.',
        'White patches have no natural protection and burn easily, so apply a broad-spectrum sunscreen to exposed patches daily and reapply every two to three hours outdoors. The contrast between white patches and Indian skin (Fitzpatrick III–V) can be very visible; cosmetic camouflage creams are safe and may help confidence. Avoid friction, tight clothing, cuts and tattoos, which can trigger new patches. Do not apply unprescribed “herbal” pastes. Call the clinic if patches spread quickly, new ones appear, or a patch becomes red and itchy.',
      ],
    },
    included: [
      'Dermatologist examination with Wood’s lamp',
      'Detailed case-taking consultation',
      'Individually prescribed homeopathic medicines',
      'Photo records to track change',
    ],
    excluded: [
      'Not a replacement for prescribed treatment',
      'Does not guarantee return of colour',
      'Not a substitute for phototherapy',
      'No unprescribed herbal pastes or creams',
    ],
    benefits: [
      'Dermatologist-confirmed diagnosis before any treatment',
      'Works alongside creams or phototherapy',
      'Photo records for an honest progress review',
      'Sun protection and camouflage advice',
    ],
    faq: [
      {
        question: 'Is vitiligo contagious or caused by food?',
        answer:
          'No. Vitiligo cannot spread through touch, sharing food or living together. It is not caused by eating fish with milk, sour foods or any other food combination, and there is no need to restrict your diet unless a doctor advises it for another reason. It is an autoimmune condition that sometimes runs in families.',
      },
      {
        question: 'How long before colour returns?',
        answer:
          'It is slow and varies widely. When colour does return, small brown dots usually appear within patches after three to six months or longer. Facial patches often respond better than those on the hands, feet or lips, and some patches may not regain colour. We review photographs every few months to judge progress fairly.',
      },
      {
        question: 'Can homeopathy cure vitiligo?',
        answer:
          `No treatment, conventional or homeopathic, can promise a cure, and evidence for homeopathy in vitiligo is limited. Homeopathic care at ${clinicName} is complementary, given alongside the creams, phototherapy or other treatment the dermatologist advises. Please continue your prescribed treatment and tell both doctors about everything you use.`,
      },
    ],
    beforeAfter: true,
  },
  {
    id: 'alopecia-areata',
    overview: {
      title: 'Understanding homeopathic care for alopecia areata',
      paragraphs: [
        `Alopecia areata causes round or oval, smooth bald patches on the scalp, beard or eyebrows. The immune system attacks the hair follicles and pushes them into a resting state, but usually does not destroy them, so hair can grow back. It sometimes follows an illness or emotional stress, though often no trigger is found, and it may run in families or occur with thyroid disease. ${homeopath} offers homeopathic care alongside our dermatologist’s treatment. Evidence for homeopathy here is limited, so it is complementary care.`,
        'It may suit children and adults with one or a few patches who want complementary support alongside the dermatologist’s treatment, which may include steroid injections into the patch, creams or, for extensive loss, tablets. Please continue prescribed treatment. Patchy hair loss can also come from a fungal scalp infection, especially in children, hair pulling or tight hairstyles, so the dermatologist examines first. Tell us about pregnancy, breastfeeding or diabetes. Rapidly spreading patches, or loss of eyebrows, eyelashes or most scalp hair, need the dermatologist promptly.',
        `The first consultation usually takes 45 to 60 minutes. ${dermatologist} examines the scalp and nails, often with a dermatoscope (a magnifying lens with light), and may advise blood tests such as thyroid function. With your consent, photographs are taken to compare over time. The homeopath then takes a detailed history of when the patches appeared, stress, illnesses, sleep, diet and family history. The homeopathic consultation involves no needles, so no numbing is needed; if injections are advised, the dermatologist explains the comfort measures separately.`,
        'Follow-ups take about 15 to 20 minutes, usually every four weeks, with photographs compared every two to three months. Many small patches regrow on their own within several months to a year, which makes any treatment hard to judge and is one reason we avoid promises. When regrowth happens, it usually begins over three to six months, and new hair often comes in fine and white or grey at first before darkening. New patches can appear in future, and results vary.',
        'Be gentle with your hair: avoid tight braids, harsh chemical treatments and vigorous combing over the patches. Bald patches burn easily in strong Indian sun, so use a cap, scarf or sunscreen on exposed scalp. Wigs, scarves and eyebrow pencil are safe ways to feel more confident while you wait. Looking after sleep and stress is sensible, though it is not a cure. Call the clinic if patches spread quickly, eyebrows or eyelashes thin, or the scalp becomes scaly, itchy or painful.',
      ],
    },
    included: [
      'Dermatologist scalp and nail examination',
      'Detailed case-taking consultation',
      'Individually prescribed homeopathic medicines',
      'Photo records to track regrowth',
    ],
    excluded: [
      'Not a replacement for prescribed treatment',
      'Does not guarantee hair regrowth',
      'Not for scarring or pattern hair loss',
      'Does not prevent future patches',
    ],
    benefits: [
      'Dermatologist-confirmed diagnosis before treatment begins',
      'Works alongside injections, creams or tablets',
      'Photo records for an honest progress review',
      'Practical hair-care and camouflage advice',
    ],
    faq: [
      {
        question: 'Will my hair grow back?',
        answer:
          'Often it does, because the follicles are usually not destroyed. Many small patches regrow within months to a year, sometimes without treatment. Extensive loss, loss starting in childhood and long-standing patches are less likely to regrow fully, and new patches can appear later. We cannot promise regrowth, and results vary.',
      },
      {
        question: 'Is alopecia areata caused by stress?',
        answer:
          'Stress or illness sometimes comes before a patch appears, but alopecia areata is an autoimmune condition and often has no clear trigger. It is not caused by anything you did wrong, is not contagious, and is not linked to your shampoo or hair oil. Looking after stress is worthwhile, but it is not a cure.',
      },
      {
        question: 'Can I have homeopathy along with steroid injections?',
        answer:
          `Yes. Homeopathic care at ${clinicName} is complementary and is given alongside whatever the dermatologist advises, including injections, creams or tablets. Please do not stop prescribed treatment. Tell both doctors about every medicine, oil or supplement you use, so your care can be planned safely together.`,
      },
    ],
  },
];
