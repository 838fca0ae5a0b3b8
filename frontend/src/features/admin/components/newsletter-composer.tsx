import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, type Article, type NewsletterDraft } from '@aura/contract';
import { useId, useState } from 'react';
import { useUnsavedChanges } from '../leave-guard';
import { InlineLabel, TextField } from '../../../components/ui/form/field';
import { formatDisplayDate } from '../../../lib/display-date';
import { notify } from '../../../lib/toast';
import { rethrowUnlessSessionEnded } from '../api/admin-fetch';
import { previewNewsletter, sendNewsletter, sendNewsletterTest } from '../api/newsletters';
import { confirmInToast } from './confirm-toast';
import styles from './newsletters.module.css';

/** The most recent articles offered to choose from. */
export const ARTICLES_OFFERED = 12;
/** The preview's widths: a phone's screen, and a computer's mail window. */
export const PREVIEW_WIDTHS = { phone: 390, computer: 680 } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** What is wrong with the draft, in the words the server would use; null when it may be sent. */
export function draftProblem(draft: NewsletterDraft): string | null {
  if (!draft.subject.trim()) return NEWSLETTER_MESSAGES.subjectRequired;
  if (draft.subject.trim().length > NEWSLETTER_LIMITS.subject) return NEWSLETTER_MESSAGES.subjectTooLong;
  if (draft.intro.trim().length > NEWSLETTER_LIMITS.intro) return NEWSLETTER_MESSAGES.introTooLong;
  if (draft.articles.length < NEWSLETTER_LIMITS.articlesMin || draft.articles.length > NEWSLETTER_LIMITS.articlesMax) return NEWSLETTER_MESSAGES.articlesRequired;
  return null;
}

interface ComposerProps {
  articles: Article[];
  /** How many confirmed subscribers it would go to now. */
  subscribers: number;
  /** Called once a newsletter has been queued for sending. */
  onSent: () => void;
}

/**
 * Writing a newsletter: a subject, a short note and up to six recent articles; a preview at a
 * phone's and a computer's width, a test to the writer's own address, then the send to every
 * confirmed subscriber (after a question, since it cannot be called back).
 */
export function NewsletterComposer({ articles, subscribers, onSent }: ComposerProps) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [intro, setIntro] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [testTo, setTestTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [busy, setBusy] = useState<'preview' | 'test' | 'send' | null>(null);
  // A newsletter being written is not lost to a section change, Back or closing the page without a question.
  useUnsavedChanges(subject.trim() !== '' || intro.trim() !== '' || chosen.length > 0);
  const draft: NewsletterDraft = { subject, intro, articles: chosen };
  const offered = articles.slice(0, ARTICLES_OFFERED);

  const toggle = (slug: string) => {
    setPreview(null);
    setChosen((current) => (current.includes(slug) ? current.filter((other) => other !== slug) : [...current, slug]));
  };

  /** Runs a call for the draft once it is complete; says what is missing otherwise. */
  const run = async (what: NonNullable<typeof busy>, call: () => Promise<void>) => {
    const found = draftProblem(draft);
    setProblem(found);
    if (found) return;
    setBusy(what);
    try {
      await call();
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setBusy(null);
    }
  };

  const showPreview = () =>
    run('preview', async () => {
      const outcome = await previewNewsletter(draft);
      if (outcome.ok) setPreview(outcome.value);
      else setProblem(outcome.message);
    });

  const sendTest = () => {
    if (!testTo.trim()) {
      setProblem(draftProblem(draft) ?? NEWSLETTER_MESSAGES.testAddressInvalid);
      return;
    }
    void run('test', async () => {
      const outcome = await sendNewsletterTest(draft, testTo.trim());
      if (outcome.ok) notify.success(outcome.value || NEWSLETTER_MESSAGES.testQueued);
      else setProblem(outcome.message);
    });
  };

  const send = () => {
    const found = draftProblem(draft);
    setProblem(found);
    if (found) return;
    confirmInToast({
      message: `Send “${subject.trim()}” to ${subscribers === 1 ? 'the 1 confirmed subscriber' : `all ${subscribers} confirmed subscribers`}? It cannot be called back.`,
      confirmLabel: 'Send now',
      onConfirm: () =>
        void run('send', async () => {
          const outcome = await sendNewsletter(draft);
          if (!outcome.ok) {
            setProblem(outcome.message);
            return;
          }
          notify.success(`The newsletter is on its way to ${outcome.value} subscriber${outcome.value === 1 ? '' : 's'}.`);
          setSubject('');
          setIntro('');
          setChosen([]);
          setPreview(null);
          onSent();
        }),
    });
  };

  return (
    <form className={styles.composer} method="post" aria-labelledby={`${id}-heading`} noValidate onSubmit={(event) => event.preventDefault()}>
      <h3 id={`${id}-heading`}>Write a newsletter</h3>
      <TextField
        label="Subject"
        value={subject}
        maxLength={NEWSLETTER_LIMITS.subject}
        hint={`${subject.length}/${NEWSLETTER_LIMITS.subject}`}
        onChange={(value) => {
          setSubject(value);
          setPreview(null);
        }}
      />
      <TextField
        label="A short note above the articles"
        rows={5}
        value={intro}
        maxLength={NEWSLETTER_LIMITS.intro}
        hint={`Leave an empty line between paragraphs. ${intro.length}/${NEWSLETTER_LIMITS.intro}`}
        onChange={(value) => {
          setIntro(value);
          setPreview(null);
        }}
      />
      <fieldset className={styles.articles}>
        <legend>
          Articles to include ({chosen.length} of at most {NEWSLETTER_LIMITS.articlesMax} chosen)
        </legend>
        {offered.length === 0 ? <p>There are no articles yet. Write one in News first.</p> : null}
        <ul>
          {offered.map((article) => {
            const position = chosen.indexOf(article.slug);
            return (
              <li key={article.slug}>
                <InlineLabel className={position >= 0 ? `${styles.card} ${styles.cardChosen}` : styles.card}>
                  <input
                    type="checkbox"
                    aria-label={article.title}
                    checked={position >= 0}
                    disabled={position < 0 && chosen.length >= NEWSLETTER_LIMITS.articlesMax}
                    onChange={() => toggle(article.slug)}
                  />
                  {article.cardImage ? <img src={article.cardImage} alt="" width={96} height={64} loading="lazy" /> : <span className={styles.noImage} />}
                  <span className={styles.cardText}>
                    <strong>{article.title}</strong>
                    <small>
                      {formatDisplayDate(article.date)}
                      {position >= 0 ? ` · number ${position + 1} in the mail` : ''}
                    </small>
                  </span>
                </InlineLabel>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={() => void showPreview()} disabled={busy !== null}>
          {busy === 'preview' ? 'Preparing the preview…' : 'Preview'}
        </button>
      </div>
      {preview !== null ? (
        <section className={styles.preview} aria-label="Preview of the mail">
          <div className={styles.widths} role="group" aria-label="Preview width">
            {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((key) => (
              <button key={key} type="button" className={width === key ? 'btn btn-primary' : 'btn btn-outline'} aria-pressed={width === key} onClick={() => setWidth(key)}>
                {key === 'phone' ? `Phone (${PREVIEW_WIDTHS.phone} px)` : `Computer (${PREVIEW_WIDTHS.computer} px)`}
              </button>
            ))}
          </div>
          <div className={styles.frameWrap}>
            <iframe title={`The mail at a ${width}’s width`} srcDoc={preview} sandbox="" width={PREVIEW_WIDTHS[width]} height={720} style={{ width: PREVIEW_WIDTHS[width] }} />
          </div>
        </section>
      ) : null}
      <div className={styles.test}>
        <TextField label="Send a test to (your own e-mail address)" type="email" autoComplete="email" value={testTo} maxLength={NEWSLETTER_LIMITS.email} onChange={setTestTo} />
        <button type="button" className="btn btn-outline" onClick={sendTest} disabled={busy !== null}>
          {busy === 'test' ? 'Sending the test…' : 'Send test'}
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={send} disabled={busy !== null || subscribers === 0}>
          {busy === 'send' ? 'Sending…' : `Send to ${subscribers} subscriber${subscribers === 1 ? '' : 's'}`}
        </button>
        {subscribers === 0 ? <small>{NEWSLETTER_MESSAGES.noSubscribers}</small> : <small>Only subscribers who confirmed their address get it. Each mail has its own unsubscribe link.</small>}
      </div>
    </form>
  );
}
