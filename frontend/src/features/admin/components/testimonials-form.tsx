import type { TestimonialStory } from '../../../content/reviews';
import { contentPaths, type Testimonials } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError } from './content-fields';
import { InlineLabel, SelectField, TextField } from '../../../components/ui/form/field';
import styles from './site-content.module.css';
import { replaceAt } from '../item-edits';

const CAROUSELS: Array<[keyof Testimonials, string]> = [
  ['patients', 'What our patients say'],
  ['hair', 'Hair restoration stories'],
];
const MAX_STORIES = 12;

const emptyStory = (): TestimonialStory => ({ author: '', date: new Date().toISOString().slice(0, 10), rating: 5, treatment: '', text: '', verified: false });

/** The home page's two testimonial carousels. */
export function TestimonialsForm() {
  const state = useContentItem<Testimonials>(contentPaths.testimonials);
  const { setDraft, fields } = state;
  return (
    <ContentItemForm state={state} heading="Testimonials" hint="Publish only what patients agreed to share, in their words." loading="Loading the testimonials…">
      {(draft) =>
        CAROUSELS.map(([carousel, heading]) => {
          const stories = draft[carousel];
          const setStories = (next: TestimonialStory[]) => setDraft((current) => ({ ...current, [carousel]: next }));
          const set = (index: number, change: Partial<TestimonialStory>) => setStories(replaceAt(stories, index, { ...stories[index], ...change }));
          return (
            <fieldset key={carousel} className={styles.group}>
              <legend>{heading}</legend>
              {stories.map((story, index) => {
                const at = `${carousel}.${index}`;
                const label = `${heading}, testimonial ${index + 1}`;
                return (
                  <fieldset key={index} className={styles.group} aria-label={label}>
                    <legend>Testimonial {index + 1}</legend>
                    <div className={styles.pair}>
                      <TextField label="Name" maxLength={60} value={story.author} onChange={(author) => set(index, { author })} error={fields[`${at}.author`]} />
                      <TextField label="Date" hint="Year-month-day" maxLength={10} value={story.date} onChange={(date) => set(index, { date })} error={fields[`${at}.date`]} />
                      <SelectField
                        label="Rating"
                        value={String(story.rating)}
                        onChange={(rating) => set(index, { rating: Number(rating) as TestimonialStory['rating'] })}
                        options={[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` }))}
                      />
                      <TextField label="Treatment" maxLength={80} value={story.treatment} onChange={(treatment) => set(index, { treatment })} error={fields[`${at}.treatment`]} />
                    </div>
                    <TextField label="Testimonial" rows={4} maxLength={1200} value={story.text} onChange={(text) => set(index, { text })} error={fields[`${at}.text`]} />
                    <InlineLabel className={styles.check}>
                      <input type="checkbox" checked={story.verified} onChange={(event) => set(index, { verified: event.target.checked })} />
                      Verified patient
                    </InlineLabel>
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => setStories(stories.filter((_, other) => other !== index))}
                      disabled={stories.length === 1}
                      aria-label={`Remove ${label}`}
                    >
                      Remove
                    </button>
                  </fieldset>
                );
              })}
              <button type="button" className={styles.add} onClick={() => setStories([...stories, emptyStory()])} disabled={stories.length >= MAX_STORIES}>
                Add a testimonial
              </button>
              <GroupError error={fields[carousel]} />
            </fieldset>
          );
        })
      }
    </ContentItemForm>
  );
}
