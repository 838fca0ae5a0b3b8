import type { CSSProperties } from 'react';
import { CALLBACK_SLIDE, isDoctorSlide } from '../../../content/hero-places';
import { isUploadedImage, MEDIA_PATH, renditionsOf, type SiteImage } from '../../../content/site-image';
import { contentPaths, type HeroContent, type HeroSlideContent } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm } from './content-fields';
import { TextField } from '../../../components/ui/form/field';
import { PhotoField } from './photo-field';
import { VideoField } from './video-field';
import { isUploadedVideo } from '../../../content/gallery';
import styles from './site-content.module.css';
import { replaceAt, withOptional } from '../item-edits';

const SLIDES = [1, 2, 3, 4, 5, 6];
const artworkChoices = (suffix: string) =>
  SLIDES.map((number) => ({ value: `hero/slide-${number}${suffix}`, label: `The site’s picture ${number}`, artwork: `hero/slide-${number}${suffix}` }));
const WIDE = artworkChoices('');
const PHONE = artworkChoices('-mobile');

/** What each slide's place shows besides its picture. */
function placeOf(index: number): string {
  if (index === CALLBACK_SLIDE) return 'The first slide: its caption beside the call-back form.';
  if (index === 2) return 'Shows the doctor card (Doctor’s profile) in place of a caption.';
  if (index === 3) return 'Shows the clinic’s tagline (Clinic details) in place of a caption.';
  return 'A caption and a booking button over the picture (on a phone, under it).';
}

/** A picture's address at its smallest, for the phone preview. */
function smallest(image: SiteImage): string {
  return isUploadedImage(image) ? `${MEDIA_PATH}${renditionsOf(image)[0].key}` : `/images/${image}-480.webp`;
}

/** A whole number from 0 to 100 typed in a field, or the text as typed for the server to refuse. */
const percent = (typed: string): number => (/^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN);

/** The home page's six hero slides: picture, phone crop and focal point, caption and button of each. */
export function HeroSlidesForm() {
  const state = useContentItem<HeroContent>(contentPaths.hero);
  const { setDraft, fields } = state;
  return (
    <ContentItemForm
      state={state}
      heading="Home page slides"
      hint="The six slides at the top of the home page. On a phone each picture is cropped around its focal point, above its caption."
      loading="Loading the slides…"
    >
      {(draft) =>
        draft.slides.map((slide, index) => {
          const at = `slides.${index}`;
          const put = (next: HeroSlideContent) => setDraft((current) => ({ ...current, slides: replaceAt(current.slides, index, next) }));
          const set = (change: Partial<HeroSlideContent>) => put({ ...slide, ...change });
          const setCaption = (change: Partial<NonNullable<HeroSlideContent['caption']>>) => {
            const caption = { title: '', ...slide.caption, ...change };
            put(withOptional(slide, 'caption', caption.title || caption.eyebrow || caption.text ? caption : undefined));
          };
          const crop = slide.mobileSrc ?? slide.src;
          const cropStyle: CSSProperties = { objectPosition: `${slide.focus.x}% ${slide.focus.y}%` };
          return (
            <fieldset key={index} className={styles.group} aria-label={`Slide ${index + 1}`}>
              <legend>Slide {index + 1}</legend>
              <p className={styles.hint}>{placeOf(index)}</p>
              <PhotoField label="Picture" hint="Wide, at least 1600 × 700." image={slide.src} onChange={(src) => src && set({ src })} choices={WIDE} error={fields[`${at}.src`]} />
              <VideoField
                label="Video"
                hint="Optional: a short silent clip played while the slide shows (never for visitors who ask for less motion); the picture above stands until it plays."
                video={slide.video ?? ''}
                onChange={(video) => isUploadedVideo(video) && set({ video })}
                onRemove={() => put(withOptional(slide, 'video', undefined))}
                error={fields[`${at}.video`]}
              />
              <PhotoField
                label="Phone picture"
                hint="Optional: an upright crop for phones."
                image={slide.mobileSrc ?? null}
                onChange={(mobileSrc) => put(withOptional(slide, 'mobileSrc', mobileSrc))}
                choices={PHONE}
                noneLabel="None: crop the picture above"
                error={fields[`${at}.mobileSrc`]}
              />
              <TextField
                label="Description of the picture"
                hint="What the picture shows, read aloud to patients who cannot see it."
                maxLength={200}
                value={slide.alt}
                onChange={(alt) => set({ alt })}
                error={fields[`${at}.alt`]}
              />
              <div className={styles.pair}>
                <TextField
                  label="Focal point across (%)"
                  hint="0 is the left edge, 100 the right."
                  inputMode="numeric"
                  maxLength={3}
                  value={Number.isNaN(slide.focus.x) ? '' : String(slide.focus.x)}
                  onChange={(x) => set({ focus: { ...slide.focus, x: percent(x) } })}
                  error={fields[`${at}.focus.x`]}
                />
                <TextField
                  label="Focal point down (%)"
                  hint="0 is the top edge, 100 the bottom."
                  inputMode="numeric"
                  maxLength={3}
                  value={Number.isNaN(slide.focus.y) ? '' : String(slide.focus.y)}
                  onChange={(y) => set({ focus: { ...slide.focus, y: percent(y) } })}
                  error={fields[`${at}.focus.y`]}
                />
                <figure className={styles.cropPreview}>
                  <img src={smallest(crop)} alt="" width={195} height={80} style={cropStyle} />
                  <figcaption>On a phone</figcaption>
                </figure>
              </div>
              {!isDoctorSlide(index) && (
                <>
                  <TextField label="Line above the title" maxLength={80} value={slide.caption?.eyebrow ?? ''} onChange={(eyebrow) => setCaption({ eyebrow })} error={fields[`${at}.caption.eyebrow`]} />
                  <TextField label="Title" hint="Leave the caption empty for a picture alone." maxLength={90} value={slide.caption?.title ?? ''} onChange={(title) => setCaption({ title })} error={fields[`${at}.caption.title`] ?? fields[`${at}.caption`]} />
                  <TextField label="Text" rows={2} maxLength={240} value={slide.caption?.text ?? ''} onChange={(text) => setCaption({ text })} error={fields[`${at}.caption.text`]} />
                </>
              )}
              {index !== CALLBACK_SLIDE && (
                <TextField
                  label="Booking button"
                  hint="Opens the appointment form. Leave empty for no button."
                  maxLength={30}
                  value={slide.button ?? ''}
                  onChange={(button) => put(withOptional(slide, 'button', button))}
                  error={fields[`${at}.button`]}
                />
              )}
            </fieldset>
          );
        })
      }
    </ContentItemForm>
  );
}
