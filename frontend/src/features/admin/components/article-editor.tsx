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
import styles from './article-editor.module.css';
import { TextField } from '../../../components/ui/form/field';
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
          <TextField label="Excerpt" rows={3} {...text('excerpt')} />
          <TextField label="Hero intro" rows={3} {...text('heroIntro')} />
          <ImagePicker label="Card image" current={article?.cardImage ?? null} choice={cardImage} onChange={setCardImage} />
          <TextField label="Content intro" rows={4} {...text('contentIntro')} />
          <ImagePicker label="Content image" current={article?.content.image ?? null} choice={contentImage} onChange={setContentImage} />
          <ListRowsField
            legend="Paragraphs"
            rowName="Paragraph"
            rows={paragraphs.value}
            onChange={paragraphs.onChange}
            multiline
            maxRows={ARTICLE_LIMITS.paragraphs}
            maxLength={ARTICLE_LIMITS.paragraph}
          />
          <ListRowsField
            legend="Tags"
            rowName="Tag"
            rows={tags.value}
            onChange={tags.onChange}
            maxRows={ARTICLE_LIMITS.tags}
            maxLength={ARTICLE_LIMITS.tag}
          />
          <ListRowsField
            legend="Popular"
            hint={`Titles of other articles to list first under 'Popular News' beside this one. The newest other articles fill the rest, up to ${POPULAR_NEWS_LIMIT}.`}
            rowName="Popular article"
            rows={popular.value}
            onChange={popular.onChange}
            maxRows={ARTICLE_LIMITS.popular}
            maxLength={ARTICLE_LIMITS.popularEntry}
          />
          <div className={styles.actions}>
            <SubmitButton busy={submission.busy} disabled={reading} busyLabel="Saving...">
              {editing ? 'Update News' : 'Save News'}
            </SubmitButton>
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              Cancel
            </button>
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
