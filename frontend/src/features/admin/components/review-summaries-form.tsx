import { useState } from 'react';
import type { ReviewSummary } from '../../../content/review-summaries';
import { contentPaths, type ReviewSummaries } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, wholeNumber } from './content-fields';
import { TextField } from '../../../components/ui/form/field';
import styles from './site-content.module.css';

const SUMMARIES: Array<[keyof ReviewSummaries, string, string]> = [
  ['search', 'Above the reviews carousel', 'On the home page, over ‘What our patients say online’, e.g. your Google reviews.'],
  ['directory', 'Directory block', 'On the home page, the block with three short reviews from a listing site, e.g. Practo or Justdial.'],
];

/**
 * The rating as typed: decimals are kept while being typed ('4.' stays '4.'), empty means no rating,
 * and what is not a number goes as typed for the server to refuse.
 */
function RatingField({ rating, onChange, error }: { rating: number | null; onChange: (rating: number | null) => void; error?: string }) {
  const [text, setText] = useState(rating === null ? '' : String(rating));
  return (
    <TextField
      label="Rating"
      hint="As the listing shows it, from 1.0 to 5.0 (one decimal). Leave empty for none: then no stars are shown."
      inputMode="text"
      maxLength={4}
      value={text}
      onChange={(value) => {
        setText(value);
        const number = Number(value.trim().replace(',', '.'));
        onChange(value.trim() === '' ? null : Number.isNaN(number) ? (value as unknown as number) : number);
      }}
      error={error}
    />
  );
}

/** The home page's two review summaries, as the clinic states them. */
export function ReviewSummariesForm() {
  const state = useContentItem<ReviewSummaries>(contentPaths.reviewSummaries);
  const { setDraft, fields } = state;
  return (
    <ContentItemForm
      state={state}
      heading="Review summaries"
      hint="Where patients review the clinic, and what those pages say: copy the rating and the number of reviews from there, and keep them current."
      loading="Loading the review summaries…"
    >
      {(draft) =>
        SUMMARIES.map(([key, heading, where]) => {
          const summary = draft[key];
          const set = (change: Partial<ReviewSummary>) => setDraft((current) => ({ ...current, [key]: { ...current[key], ...change } }));
          const error = (field: keyof ReviewSummary) => fields[`${key}.${field}`];
          return (
            <fieldset key={key} className={styles.group} aria-label={heading}>
              <legend>{heading}</legend>
              <p className={styles.hint}>{where}</p>
              <div className={styles.pair}>
                <TextField label="Where the reviews are" hint="e.g. Google; the page shows ‘Google reviews’" maxLength={60} value={summary.source} onChange={(source) => set({ source })} error={error('source')} />
                <TextField
                  label="Link to the reviews"
                  hint="The clinic’s reviews page there, starting with https://; empty for no link"
                  type="url"
                  maxLength={500}
                  value={summary.url}
                  onChange={(url) => set({ url })}
                  error={error('url')}
                />
                <TextField label="Word beside the stars" hint="e.g. EXCELLENT; may be empty" maxLength={30} value={summary.label} onChange={(label) => set({ label })} error={error('label')} />
                <RatingField key={`${state.version}-${key}`} rating={summary.rating} onChange={(rating) => set({ rating })} error={error('rating')} />
                <TextField
                  label="Number of reviews"
                  hint="The page shows ‘Based on N+ reviews’"
                  inputMode="numeric"
                  value={Number.isFinite(summary.count) ? String(summary.count) : ''}
                  onChange={(count) => set({ count: wholeNumber(count) })}
                  error={error('count')}
                />
              </div>
            </fieldset>
          );
        })
      }
    </ContentItemForm>
  );
}
