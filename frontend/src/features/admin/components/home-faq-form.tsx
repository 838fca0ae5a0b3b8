import type { FaqItem } from '../../../content/types';
import { contentPaths, type HomeFaq } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError } from './content-fields';
import { TextField } from '../../../components/ui/form/field';
import styles from './site-content.module.css';
import { removeAt, replaceAt } from '../item-edits';

const MAX_QUESTIONS = 10;

/** Questions and answers the admin edits in order, with add, remove and move. */
export function FaqRows({ items, onChange, fields, prefix, max }: { items: FaqItem[]; onChange: (items: FaqItem[]) => void; fields: Record<string, string>; prefix: string; max: number }) {
  const set = (index: number, change: Partial<FaqItem>) => onChange(replaceAt(items, index, { ...items[index], ...change }));
  const move = (index: number, step: number) => {
    const next = [...items];
    [next[index], next[index + step]] = [next[index + step], next[index]];
    onChange(next);
  };
  return (
    <>
      {items.map((item, index) => (
        <fieldset key={index} className={styles.group}>
          <legend>Question {index + 1}</legend>
          <TextField label="Question" maxLength={200} value={item.question} onChange={(question) => set(index, { question })} error={fields[`${prefix}.${index}.question`]} />
          <TextField label="Answer" rows={4} maxLength={2000} value={item.answer} onChange={(answer) => set(index, { answer })} error={fields[`${prefix}.${index}.answer`]} />
          <div className={styles.rowActions}>
            <button type="button" className="btn btn-outline" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move question ${index + 1} up`}>
              Move up
            </button>
            <button type="button" className="btn btn-outline" onClick={() => move(index, 1)} disabled={index === items.length - 1} aria-label={`Move question ${index + 1} down`}>
              Move down
            </button>
            <button type="button" className="btn btn-outline" onClick={() => onChange(removeAt(items, index))} disabled={items.length === 1} aria-label={`Remove question ${index + 1}`}>
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className={styles.add} onClick={() => onChange([...items, { question: '', answer: '' }])} disabled={items.length >= max}>
        Add a question
      </button>
    </>
  );
}

/** The home page's 'Frequently Asked Questions'. */
export function HomeFaqForm() {
  const state = useContentItem<HomeFaq>(contentPaths.faq);
  return (
    <ContentItemForm
      state={state}
      heading="Home page FAQ"
      hint="One to ten questions, in the order the home page shows them; the first is open when the page loads."
      loading="Loading the questions…"
    >
      {(draft) => (
        <>
          <FaqRows items={draft.items} onChange={(items) => state.setDraft(() => ({ items }))} fields={state.fields} prefix="items" max={MAX_QUESTIONS} />
          <GroupError error={state.fields.items} />
        </>
      )}
    </ContentItemForm>
  );
}
