/** The hero's six places: what each shows besides its picture (the slides themselves are in hero-slides.ts). */

/** How many slides the hero has. */
export const HERO_SLIDE_COUNT = 6;
/** The slide that holds the call-back form. */
export const CALLBACK_SLIDE = 0;
/** The slides that show the doctor card or the tagline panel in place of a caption. */
export const isDoctorSlide = (index: number) => index === 2 || index === 3;
