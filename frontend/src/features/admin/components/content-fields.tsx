import { useId, type FormEvent, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { formatDateTime } from '../../../lib/display-date';
import type { Revision } from '../api/site-content';
import type { ContentItemState } from '../use-content-item';
import styles from './site-content.module.css';

/** A whole number typed by the admin; what cannot be read stays as typed for the server to refuse. */
export const wholeNumber = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

interface ContentItemFormProps<T> {
  state: ContentItemState<T>;
  heading: string;
  hint: string;
  /** What the status line says while the item loads, e.g. 'Loading the questions…'. */
  loading: string;
  /** The fields, drawn once the item is loaded. */
  children: (draft: T) => ReactNode;
  /** More buttons beside Save and Preview (never Delete, which goes beside the heading). */
  actions?: ReactNode;
  /** Above the fields, beside the heading (e.g. Back to the list). */
  headerAction?: ReactNode;
  /** False for settings no page shows: no Preview button. */
  preview?: boolean;
}

/**
 * The form of one item of clinic content: a failure to load with Try again, a loading line, then
 * the heading, the fields, and Save, Preview, the 409 notice, the preview and the history.
 */
export function ContentItemForm<T>({ state, heading, hint, loading, children, actions, headerAction, preview = true }: ContentItemFormProps<T>) {
  const id = useId();
  if (state.loadError) return <LoadFailed message={state.loadError} onRetry={state.reload} />;
  if (state.draft === undefined) return <p role="status">{loading}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save();
  };
  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby={id}>
      <div className={styles.listHead}>
        <h2 id={id} className={styles.formHeading}>
          {heading}
        </h2>
        {headerAction}
      </div>
      <p className={styles.hint}>{hint}</p>
      {children(state.draft)}
      <ContentControls state={state} preview={preview}>
        {actions}
      </ContentControls>
    </form>
  );
}

/** What the dashboard says when content could not be read, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.conflict}>
      <p>{message}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A message about a group of fields (a list, the week's hours). */
export function GroupError({ error }: { error?: string }) {
  return error ? <p className="field-error">{error}</p> : null;
}

/** Save and Preview, the 409 notice, the preview itself and the history of an item. */
export function ContentControls<T>({ state, saveLabel = 'Save changes', preview = true, children }: { state: ContentItemState<T>; saveLabel?: string; preview?: boolean; children?: ReactNode }) {
  return (
    <>
      {state.conflict && (
        <div role="alert" className={styles.conflict}>
          <p>{state.conflict}</p>
          <button type="button" className="btn btn-outline" onClick={state.reload}>
            Reload
          </button>
        </div>
      )}
      <div className={`${styles.actions} ${styles.saveBar}`}>
        <SubmitButton busy={state.busy} disabled={!state.changed} busyLabel="Saving…">
          {saveLabel}
        </SubmitButton>
        {preview && (
          <button type="button" className="btn btn-outline" onClick={() => void state.showPreview()} disabled={state.previewing}>
            {state.previewing ? 'Preparing preview…' : 'Preview'}
          </button>
        )}
        {children}
        <p className={`${styles.status} ${state.changed ? styles.unsaved : ''}`} role="status">
          {state.changed ? 'Unsaved changes' : `Saved · version ${state.version}${state.version === 0 ? ' (as the site came)' : ''}`}
        </p>
      </div>
      {state.preview && <PagePreview html={state.preview.html} path={state.preview.path} onClose={state.closePreview} />}
      <History revisions={state.history} onRestore={state.restore} />
    </>
  );
}

/** The page as visitors would get it, without its scripts, in a frame of its own. */
export function PagePreview({ html, path, onClose }: { html: string; path: string; onClose: () => void }) {
  const id = useId();
  return (
    <section className={styles.preview} aria-labelledby={id}>
      <div className={styles.previewHead}>
        <h3 id={id}>Preview of {path} (not saved yet)</h3>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close preview
        </button>
      </div>
      {/* No scripts run in it (no allow-scripts): the page as its HTML shows it. */}
      <iframe title={`Preview of ${path}`} srcDoc={html} sandbox="allow-same-origin" className={styles.previewFrame} />
    </section>
  );
}

const readableChange = (path: string) => (path === 'deleted' ? 'deleted' : path.replace(/\./g, ' › '));

/** Every saved revision, newest first: when, by whom, what changed, and Restore for the older ones. */
function History({ revisions, onRestore }: { revisions: Revision[]; onRestore: (revision: string) => Promise<void> }) {
  const id = useId();
  if (revisions.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby={id}>
      <h3 id={id}>History</h3>
      <ol className={styles.revisions}>
        {revisions.map((revision, index) => (
          <li key={revision.id} className={styles.revision}>
            <div>
              <p className={styles.revisionTitle}>
                {revision.createdAt ? `Version ${revision.version}` : 'As the site came'}
                {index === 0 && <span className={styles.currentBadge}>current</span>}
              </p>
              <p className={styles.revisionMeta}>
                {revision.createdAt ? `${formatDateTime(revision.createdAt)} by ${revision.createdBy ?? 'unknown'}` : 'Built-in content'}
                {revision.restoredFrom ? ' · a restore' : ''}
              </p>
              {revision.changed.length > 0 && <p className={styles.revisionChanges}>Changed: {revision.changed.map(readableChange).join(', ')}</p>}
            </div>
            {index > 0 && (
              <button
                type="button"
                className="btn btn-outline"
                aria-label={`Restore ${revision.createdAt ? `version ${revision.version}` : 'the content as the site came'}`}
                onClick={() => void onRestore(revision.id)}
              >
                Restore
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
