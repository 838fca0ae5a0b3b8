import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../../lib/toast';
import type { Article } from '@aura/contract';
import { POPULAR_NEWS_LIMIT } from '../../../content/news/popular-articles';
import { SessionEndedError } from '../api/admin-fetch';
import { saveArticle } from '../api/save-article';
import { ARTICLE_LIMITS } from '@aura/contract';
import { articleFormFrom, type ArticleFormState } from '../article-form';
import { ArticlePreview } from './article-preview';
import { ImagePicker, NO_IMAGE, type ImageChoice } from './image-picker';
import { ListRowsField } from './list-rows-field';
import { useUnsavedChanges } from '../leave-guard';
import styles from './article-editor.module.css';
import { SelectField, TextField } from '../../../components/ui/form/field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useSubmission } from '../../../components/ui/form/use-submission';

interface ArticleEditorProps {
  /** The article being edited; absent when adding one. */
  article?: Article;
  /** Every article on the site, for the preview of 'Popular News'. */
  articles?: Article[];
  onSaved: () => void;
  onCancel: () => void;
}

/** The add/edit form with its live preview. Saving sends multipart to POST /news or PUT /news/{slug}. */
export function ArticleEditor({ article, articles = [], onSaved, onCancel }: ArticleEditorProps) {
  const id = useId();
  const [form, setForm] = useState<ArticleFormState>(() => articleFormFrom(article));
  const [cardImage, setCardImage] = useState<ImageChoice>(NO_IMAGE);
  const [contentImage, setContentImage] = useState<ImageChoice>(NO_IMAGE);
  const submission = useSubmission();
  const editing = !!article;
  const reading = cardImage.loading || contentImage.loading;
  const [initial] = useState(() => JSON.stringify(articleFormFrom(article)));
  const [saved, setSaved] = useState(false);
  const unsaved = !saved && (JSON.stringify(form) !== initial || cardImage.file !== null || contentImage.file !== null);
  useUnsavedChanges(unsaved);

  const field = <K extends keyof ArticleFormState>(key: K) => ({
    value: form[key],
    onChange: (value: ArticleFormState[K]) => setForm((current) => ({ ...current, [key]: value })),
  });
  const text = (key: 'title' | 'excerpt' | 'heroIntro' | 'contentIntro') => ({
    id: `${id}-${key}`,
    value: form[key],
    maxLength: ARTICLE_LIMITS[key],
    onChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
  });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.busy || reading) return;
    await submission.run(async () => {
      try {
        const outcome = await saveArticle(article?.slug ?? null, form, { cardImage: cardImage.file, contentImage: contentImage.file });
        if (outcome.ok) {
          notify.success(outcome.message);
          setSaved(true);
          onSaved();
          return;
        }
        notify.error(outcome.message);
      } catch (error) {
        if (!(error instanceof SessionEndedError)) throw error;
      }
    });
  };

  const paragraphs = field('paragraphs');
  const tags = field('tags');
  const popular = field('popular');
  return (
    <section className={styles.editor} aria-labelledby={`${id}-heading`}>
      <div className={styles.editorHead}>
        <h2 id={`${id}-heading`}>{editing ? 'Edit News' : 'Add New News'}</h2>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <div className={styles.columns}>
        <form className={styles.form} method="post" onSubmit={save} noValidate>
          <TextField label="Title" {...text('title')} />
          <TextField
            label="Summary on the news cards"
            hint="Under the title on the News page, the home page’s Latest News and Popular News."
            rows={3}
            {...text('excerpt')}
          />
          <TextField label="Introduction under the title" hint="At the top of the article’s page, under its title." rows={3} {...text('heroIntro')} />
          <ImagePicker label="Picture on the news cards" current={article?.cardImage ?? null} choice={cardImage} onChange={setCardImage} />
          <TextField label="Opening paragraph" hint="The article’s first paragraph, in larger type, above its picture." rows={4} {...text('contentIntro')} />
          <ImagePicker label="Picture in the article" current={article?.content.image ?? null} choice={contentImage} onChange={setContentImage} />
          <ListRowsField
            legend="Article text"
            rowName="Paragraph"
            rows={paragraphs.value}
            onChange={paragraphs.onChange}
            multiline
            maxRows={ARTICLE_LIMITS.paragraphs}
            maxLength={ARTICLE_LIMITS.paragraph}
          />
          <ListRowsField
            legend="Tags"
            hint="Shown at the end of the article."
            rowName="Tag"
            rows={tags.value}
            onChange={tags.onChange}
            maxRows={ARTICLE_LIMITS.tags}
            maxLength={ARTICLE_LIMITS.tag}
          />
          <PopularPicker
            chosen={popular.value}
            onChange={popular.onChange}
            titles={articles.filter((other) => other.slug !== article?.slug && other.title).map((other) => other.title)}
          />
          <div className={styles.actions}>
            <SubmitButton busy={submission.busy} disabled={reading} busyLabel="Saving...">
              {editing ? 'Update News' : 'Save News'}
            </SubmitButton>
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              Cancel
            </button>
            <p className={styles.unsaved} role="status">
              {unsaved ? 'Unsaved changes' : ''}
            </p>
          </div>
        </form>
        <ArticlePreview
          form={form}
          cardImage={cardImage.preview ?? article?.cardImage ?? null}
          contentImage={contentImage.preview ?? article?.content.image ?? null}
          date={article?.date}
          slug={article?.slug}
          articles={articles}
        />
      </div>
    </section>
  );
}

/**
 * 'Popular News' beside this article: other articles chosen from the list, in order. The newest
 * other articles fill the rest. A title no article has any longer stays listed until removed.
 */
function PopularPicker({ chosen, onChange, titles }: { chosen: string[]; onChange: (chosen: string[]) => void; titles: string[] }) {
  const id = useId();
  const picked = chosen.filter((title) => title.trim() !== '');
  const rows = picked.length < ARTICLE_LIMITS.popular ? [...picked, ''] : picked;
  const set = (index: number, title: string) => onChange(rows.map((entry, at) => (at === index ? title : entry)).filter((entry) => entry !== ''));
  return (
    <fieldset className={styles.popular} aria-describedby={`${id}-hint`}>
      <legend>Popular News beside this article</legend>
      <p id={`${id}-hint`} className="field-hint">
        Choose the articles to list first. The newest other articles fill the rest, up to {POPULAR_NEWS_LIMIT}.
      </p>
      {rows.map((title, index) => (
        <SelectField
          key={index}
          className={styles.popularRow}
          label={`Popular article ${index + 1}`}
          value={title}
          onChange={(chosen) => set(index, chosen)}
          options={[
            { value: '', label: title ? 'None (remove)' : 'Choose an article…' },
            ...(title && !titles.includes(title) ? [{ value: title, label: `${title} (no longer on the site)` }] : []),
            ...titles.filter((option) => option === title || !picked.includes(option)).map((option) => ({ value: option, label: option })),
          ]}
        />
      ))}
    </fieldset>
  );
}
