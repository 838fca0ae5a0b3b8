import type { TreatmentSummary } from '../types';

/**
 * The clinic's treatments, each once. Menus, the home grid, footer links, appointment
 * concerns, service pages and the sitemap all derive from this list.
 * Order inside a group is the order patients see in menus.
 */
export const treatments: TreatmentSummary[] = [
  // Skin · Anti-ageing
  { id: 'anti-aging', title: 'Anti-Ageing Treatment', short: 'Helps soften fine lines and support firmness, with a plan built around your skin.', category: 'skin', group: 'Anti-Ageing', price: { amount: 2500, note: 'per session' }, image: 'anti-aging' },
  { id: 'skin-tightening', title: 'Skin Tightening', short: 'Radiofrequency energy that helps firm mildly lax skin on the face, jawline and neck.', category: 'skin', group: 'Anti-Ageing', price: { amount: 4500, note: 'per session' }, image: 'skin-tightening' },
  { id: 'botox-treatment', title: 'Botox Treatment', short: 'Softens expression lines on the forehead, between the brows and around the eyes.', category: 'skin', group: 'Anti-Ageing', price: { amount: 12000, note: 'per area' }, image: 'botox-treatment' },
  { id: 'filler', title: 'Dermal Fillers', short: 'Hyaluronic acid fillers that restore lost volume and soften deep folds.', category: 'skin', group: 'Anti-Ageing', price: { amount: 15000, note: 'per syringe/area' }, image: 'filler' },
  { id: 'mesotherapy', title: 'Mesotherapy', short: 'Micro-injections of vitamins and hyaluronic acid for tired, dull skin.', category: 'skin', group: 'Anti-Ageing', price: { amount: 3200, note: 'per session' }, image: 'mesotherapy' },
  { id: 'srf', title: 'SRF Skin Rejuvenation', short: 'Growth-factor serum therapy that supports repair, texture and glow.', category: 'skin', group: 'Anti-Ageing', image: 'srf' },

  // Skin · Laser & energy
  { id: 'laser-skin-therapy', title: 'Laser Skin Therapy', short: 'Targeted laser sessions for uneven tone, spots, texture and fine lines.', category: 'skin', group: 'Laser & Energy', price: { amount: 4800, note: 'per session' }, image: 'laser-skin-therapy' },
  { id: 'co2-fractional-laser', title: 'CO2 Fractional Laser', short: 'Resurfacing for acne scars, deep texture and enlarged pores.', category: 'skin', group: 'Laser & Energy', price: { amount: 5500, note: 'per session' }, image: 'co2-fractional-laser' },
  { id: 'erbium-fiber-laser', title: 'Erbium Fibre Laser', short: 'Gentle fractional resurfacing with shorter downtime for scars and texture.', category: 'skin', group: 'Laser & Energy', price: { amount: 5000, note: 'per session' }, image: 'erbium-fiber-laser' },
  { id: 'laser-tattoo-removal', title: 'Laser Tattoo Removal', short: 'Q-switched laser that fades unwanted tattoos over a series of sessions.', category: 'skin', group: 'Laser & Energy', price: { amount: 3500, note: 'per session' }, image: 'laser-tattoo-removal' },
  { id: 'mnrf', title: 'MNRF (Microneedling Radiofrequency)', short: 'Microneedling with radiofrequency for acne scars, pores and laxity.', category: 'skin', group: 'Laser & Energy', image: 'mnrf' },
  { id: 'cryo-fat-freezing', title: 'Cryo Fat Freezing', short: 'Non-surgical cooling that can reduce stubborn, pinchable pockets of fat.', category: 'skin', group: 'Laser & Energy', price: { amount: 9000, note: 'per session' }, image: 'cryo-fat-freezing' },

  // Skin · Facials
  { id: 'facials', title: 'Clinical Facials', short: 'Doctor-planned facials for cleansing, hydration and an even glow.', category: 'skin', group: 'Facials', price: { amount: 1500, note: 'per session' }, image: 'facials' },
  { id: 'hydrafacial', title: 'HydraFacial', short: 'Cleanse, exfoliate, extract and hydrate in one comfortable session.', category: 'skin', group: 'Facials', image: 'hydrafacial' },
  { id: 'korean-facial', title: 'Korean Glass Skin Facial', short: 'Layered hydration for a clear, dewy “glass skin” look.', category: 'skin', group: 'Facials', image: 'korean-facial' },
  { id: 'korean-skin-treatment', title: 'Korean Skin Treatment', short: 'A multi-step programme for clearer, well-hydrated skin.', category: 'skin', group: 'Facials', price: { amount: 2800, note: 'per session' }, image: 'korean-skin-treatment' },
  { id: 'vampire-facial', title: 'Vampire Facial (PRP Facial)', short: 'Your own platelet-rich plasma with microneedling for renewal.', category: 'skin', group: 'Facials', image: 'vampire-facial' },
  { id: 'oxygeneo-facial', title: 'OxyGeneo Facial', short: 'Exfoliation, infusion and oxygenation for bright, refreshed skin.', category: 'skin', group: 'Facials', price: { amount: 2500, note: 'per session' }, image: 'oxygeneo-facial' },
  { id: 'carbon-facial', title: 'Carbon Laser Facial', short: 'Carbon peel with laser for oily skin, open pores and dullness.', category: 'skin', group: 'Facials', price: { amount: 3000, note: 'per session' }, image: 'carbon-facial' },
  { id: 'photo-facial', title: 'Photo Facial (IPL)', short: 'Intense pulsed light for redness, sun spots and uneven tone.', category: 'skin', group: 'Facials', price: { amount: 2800, note: 'per session' }, image: 'photo-facial' },
  { id: 'medical-spa-facials', title: 'Medical Spa Facials', short: 'Relaxing facials with medical-grade products chosen for your skin.', category: 'skin', group: 'Facials', price: { amount: 2000, note: 'per session' }, image: 'medical-spa-facials' },
  { id: 'pre-bridal-specials', title: 'Pre-Bridal Specials', short: 'A planned programme of skin and hair care before your wedding.', category: 'skin', group: 'Facials', price: { amount: 12000, note: 'package' }, image: 'pre-bridal-specials' },

  // Skin · Pigmentation, peels & scars
  { id: 'pigmentation-treatments', title: 'Pigmentation Treatments', short: 'Diagnosis-led care for melasma, sun spots and post-acne marks.', category: 'skin', group: 'Pigmentation, Peels & Scars', price: { amount: 3500, note: 'per session' }, image: 'pigmentation-treatments' },
  { id: 'pigmentation-solutions', title: 'Advanced Pigmentation Solutions', short: 'Lasers, peels and prescription creams combined for stubborn pigmentation.', category: 'skin', group: 'Pigmentation, Peels & Scars', price: { amount: 3800, note: 'per session' }, image: 'pigmentation-solutions' },
  { id: 'skin-lightening-and-whitening', title: 'Skin Brightening', short: 'Fades tan and evens out dullness; it does not change your natural skin colour.', category: 'skin', group: 'Pigmentation, Peels & Scars', price: { amount: 3800, note: 'per session' }, image: 'skin-lightening-and-whitening' },
  { id: 'chemical-peel', title: 'Chemical Peel', short: 'Controlled exfoliation for acne, tan, marks and rough texture.', category: 'skin', group: 'Pigmentation, Peels & Scars', image: 'chemical-peel' },
  { id: 'deep-peelings', title: 'Deep Peelings', short: 'Medium-depth peels for deeper pigmentation and textural scarring.', category: 'skin', group: 'Pigmentation, Peels & Scars', price: { amount: 2200, note: 'per session' }, image: 'deep-peelings' },
  { id: 'microdermabrasion', title: 'Microdermabrasion', short: 'Gentle mechanical exfoliation for smoother, brighter skin.', category: 'skin', group: 'Pigmentation, Peels & Scars', price: { amount: 2000, note: 'per session' }, image: 'microdermabrasion' },
  { id: 'micro-needling-prp', title: 'Microneedling with PRP', short: 'Collagen induction with platelet-rich plasma for scars and texture.', category: 'skin', group: 'Pigmentation, Peels & Scars', image: 'micro-needling-prp' },
  { id: 'dermaroller-with-prp-and-subcision', title: 'Dermaroller with PRP & Subcision', short: 'Releases tethered acne scars and stimulates collagen beneath them.', category: 'skin', group: 'Pigmentation, Peels & Scars', price: { amount: 6500, note: 'per session' }, image: 'dermaroller-with-prp-and-subcision' },
  { id: 'stretch-marks', title: 'Stretch Marks Treatment', short: 'Lasers, microneedling and peels to soften and fade stretch marks.', category: 'skin', group: 'Body Care', price: { amount: 3000, note: 'per session' }, image: 'stretch-marks' },
  { id: 'manicure', title: 'Medical Manicure', short: 'Hygienic hand and nail care with cuticle and skin treatment.', category: 'skin', group: 'Body Care', price: { amount: 800, note: 'per session' }, image: 'manicure' },
  { id: 'pedicure', title: 'Medical Pedicure', short: 'Foot care for cracked heels, calluses and healthy nails.', category: 'skin', group: 'Body Care', price: { amount: 1000, note: 'per session' }, image: 'pedicure' },

  // Hair
  { id: 'hairfall', title: 'Hair Fall Treatment', short: 'Finds the cause of your hair fall and treats it, not just the symptom.', category: 'hair', group: 'Hair Loss', price: { amount: 1500, note: 'per session' }, image: 'hairfall' },
  { id: 'hair-prp', title: 'Hair PRP Therapy', short: 'Platelet-rich plasma from your own blood to support thinning hair.', category: 'hair', group: 'Hair Loss', price: { amount: 5000, note: 'per session' }, image: 'hair-prp' },
  { id: 'hair-gfc', title: 'Hair GFC Therapy', short: 'Concentrated growth factors for thinning hair, with less discomfort.', category: 'hair', group: 'Hair Loss', price: { amount: 6000, note: 'per session' }, image: 'hair-gfc' },
  { id: 'hair-regrowth-laser', title: 'Hair Regrowth Laser', short: 'Low-level laser therapy that may support the hair growth cycle.', category: 'hair', group: 'Hair Loss', price: { amount: 3000, note: 'per session' }, image: 'hair-regrowth-laser' },
  { id: 'regrowth', title: 'Hair Regrowth Programme', short: 'A combined, monitored plan for pattern hair loss and thinning.', category: 'hair', group: 'Hair Loss', image: 'regrowth' },
  { id: 'intralesional-injection', title: 'Intralesional Injection', short: 'Precise injections for patchy hair loss, keloids and stubborn lesions.', category: 'hair', group: 'Hair Loss', price: { amount: 1800, note: 'per session' }, image: 'intralesional-injection' },
  { id: 'hair-transplant', title: 'Hair Transplant (FUE)', short: 'Moves your own follicles to thinning areas for long-lasting restoration.', category: 'hair', group: 'Hair Restoration', price: { amount: 60000, note: 'starting' }, image: 'hair-transplant' },
  { id: 'dandruff', title: 'Dandruff Treatment', short: 'Medical care for flaking, itchy scalp and seborrhoeic dermatitis.', category: 'hair', group: 'Scalp Care', price: { amount: 1200, note: 'per session' }, image: 'dandruff' },
  { id: 'laser-hair-removal', title: 'Laser Hair Removal', short: 'Long-term reduction of unwanted hair with a diode laser suited to Indian skin.', category: 'hair', group: 'Hair Removal', price: { amount: 3500, note: 'per session' }, image: 'laser-hair-removal' },

  // Homeopathic
  { id: 'skin-allergy', title: 'Skin Allergy', short: 'Homeopathic care alongside trigger advice for recurring skin allergies.', category: 'homeopathic', group: 'Skin Conditions', image: 'skin-allergy' },
  { id: 'psoriasis', title: 'Psoriasis', short: 'Long-term homeopathic support for scaly plaques, alongside your dermatologist’s treatment.', category: 'homeopathic', group: 'Skin Conditions', image: 'psoriasis' },
  { id: 'eczema', title: 'Eczema', short: 'Gentle, complementary care for itchy, dry skin, alongside prescribed treatment.', category: 'homeopathic', group: 'Skin Conditions', image: 'eczema' },
  { id: 'scales', title: 'Scaly Skin', short: 'Care for persistent dryness, flaking and scaling of the skin.', category: 'homeopathic', group: 'Skin Conditions', image: 'scales' },
  { id: 'urticaria', title: 'Urticaria (Hives)', short: 'Homeopathic support for recurring hives and itchy welts.', category: 'homeopathic', group: 'Skin Conditions', image: 'urticaria' },
  { id: 'fungal', title: 'Fungal Infections', short: 'Antifungal treatment for ringworm and recurring infections, with hygiene advice.', category: 'homeopathic', group: 'Infections', image: 'fungal' },
  { id: 'scabies', title: 'Scabies', short: 'Dermatologist-led treatment and household guidance for scabies.', category: 'homeopathic', group: 'Infections', image: 'scabies' },
  { id: 'vitiligo-white-spot', title: 'Vitiligo (White Spots)', short: 'Patient, long-term care for white patches of vitiligo.', category: 'homeopathic', group: 'Pigment & Hair', image: 'vitiligo-white-spot' },
  { id: 'alopecia-areata', title: 'Alopecia Areata', short: 'Homeopathic support for patchy hair loss, with regular review.', category: 'homeopathic', group: 'Pigment & Hair', image: 'alopecia-areata' },
];
