import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { artwork } from '../../../content/artwork';
import { isUploadedImage, treatmentArtwork } from '../../../content/site-image';
import { CATEGORIES, MAX_PRICE, PRICE_NOTES } from '../../../content/treatment-rules';
import type { PriceNote, TreatmentCategory } from '../../../content/types';
import { notify } from '../../../lib/toast';
import { priceText } from '../../../content/treatments/treatment-price';
import {
  addTreatment,
  contentMessages,
  contentPaths,
  deleteTreatment,
  listTreatments,
  previewContent,
  saveTreatmentOrder,
  type ListedTreatment,
  type TreatmentItem,
} from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { dashboardPath } from '../dashboard-address';
import { useGuardedNavigate, useUnsavedChanges } from '../leave-guard';
import { useNavigate } from 'react-router-dom';
import { confirmInToast } from './confirm-toast';
import { ContentItemForm, GroupError, LoadFailed, PagePreview } from './content-fields';
import { Field, InlineLabel, SelectField, TextField } from '../../../components/ui/form/field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useSubmission } from '../../../components/ui/form/use-submission';
import { FaqRows } from './home-faq-form';
import { PhotoField } from './photo-field';
import { ListRowsField } from './list-rows-field';
import styles from './site-content.module.css';

const CATEGORY_LABELS: Record<TreatmentCategory, string> = { skin: 'Skin', hair: 'Hair', homeopathic: 'Homeopathic' };

/** Treatments: the list with search, and the form of the one being edited or added (`item`: its id, or 'new', from the address). */
export function TreatmentsEditor({ item }: { item?: string }) {
  const [treatments, setTreatments] = useState<ListedTreatment[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const editing = item ?? null;
  const go = useGuardedNavigate();
  const navigate = useNavigate();
  const setEditing = (id: string) => go(dashboardPath('content', 'treatments', id));
  const searchId = useId();

  const load = useCallback(() => {
    void listTreatments().then((outcome) => {
      if (outcome.ok) {
        setTreatments(outcome.items);
        setLoadError(null);
      } else {
        setLoadError(outcome.message);
      }
    });
  }, []);
  useEffect(load, [load]);

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return (treatments ?? []).filter((treatment) => !words || treatment.title.toLowerCase().includes(words));
  }, [treatments, query]);

  if (loadError) return <LoadFailed message={loadError} onRetry={load} />;
  if (!treatments) return <p role="status">Loading the treatments…</p>;

  /** The treatment next to this one in its menu group, before (-1) or after (+1), if any. */
  const neighbour = (treatment: ListedTreatment, step: -1 | 1) => {
    const group = treatments.filter((other) => other.category === treatment.category && other.group === treatment.group);
    return group[group.indexOf(treatment) + step];
  };
  const move = async (treatment: ListedTreatment, step: -1 | 1) => {
    const other = neighbour(treatment, step);
    if (!other) return;
    const ids = treatments.map((entry) => (entry === treatment ? other.id : entry === other ? treatment.id : entry.id));
    const outcome = await saveTreatmentOrder(ids);
    if (outcome.ok) notify.success(contentMessages.moved);
    else notify.error(outcome.message);
    load();
  };
  const groups = [...new Set(treatments.map((treatment) => treatment.group))];
  // Back to the list asks first when an edit would be lost; after a save or a delete nothing would be.
  const back = () => go(dashboardPath('content', 'treatments')) && load();
  const done = (id?: string) => {
    navigate(id ? dashboardPath('content', 'treatments', id) : dashboardPath('content', 'treatments'));
    load();
  };
  if (editing === 'new') {
    return <NewTreatment groups={groups} onAdded={done} onBack={back} />;
  }
  if (editing) return <TreatmentForm key={editing} id={editing} groups={groups} onBack={back} onDeleted={() => done()} />;

  return (
    <section className={styles.form} aria-labelledby={`${searchId}-heading`}>
      <div className={styles.listHead}>
        <h2 id={`${searchId}-heading`} className={styles.formHeading}>
          Treatments
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          Add a treatment
        </button>
      </div>
      <TextField label="Search by name" id={searchId} type="search" value={query} onChange={setQuery} />
      <p className={styles.hint} role="status">
        {shown.length === treatments.length ? `${treatments.length} treatments` : `${shown.length} of ${treatments.length} treatments`}
      </p>
      <ul className={styles.treatmentList}>
        {shown.map((treatment) => (
          <li key={treatment.id} className={styles.treatmentRow}>
            <div>
              <p className={styles.treatmentTitle}>
                {treatment.title}
                {treatment.hidden && <span className={styles.hiddenBadge}>Hidden</span>}
              </p>
              <p className={styles.treatmentMeta}>
                {CATEGORY_LABELS[treatment.category]} › {treatment.group} · {priceText(treatment.price ?? undefined)}
              </p>
            </div>
            <div className={styles.rowActions}>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void move(treatment, -1)}
                disabled={!neighbour(treatment, -1)}
                aria-label={`Move ${treatment.title} up in ${treatment.group}`}
              >
                Up
              </button>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void move(treatment, 1)}
                disabled={!neighbour(treatment, 1)}
                aria-label={`Move ${treatment.title} down in ${treatment.group}`}
              >
                Down
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setEditing(treatment.id)} aria-label={`Edit ${treatment.title}`}>
                Edit
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ChoiceLists {
  groups: string[];
}

/** One treatment: edit, preview, save (409 when someone saved first), hide, delete, history. */
function TreatmentForm({ id, groups, onBack, onDeleted }: ChoiceLists & { id: string; onBack: () => void; onDeleted: () => void }) {
  const state = useContentItem<TreatmentItem>(contentPaths.treatment(id));
  const title = state.draft?.title || id;
  const remove = () =>
    confirmInToast({
      message: `Delete ${title}? Its page and menu entry go; its history keeps it, should you want it back.`,
      confirmLabel: 'Delete',
      onConfirm: () =>
        void deleteTreatment(id).then((outcome) => {
          if (!outcome.ok) return notify.error(outcome.message);
          notify.success(contentMessages.deleted);
          onDeleted();
        }),
    });

  return (
    <ContentItemForm
      state={state}
      heading={title}
      hint={`Page address: /service/${id}`}
      loading="Loading the treatment…"
      headerAction={
        <div className={styles.headActions}>
          <button type="button" className="btn btn-outline" onClick={onBack}>
            Back to the list
          </button>
          <button type="button" className={`btn ${styles.dangerOutline}`} onClick={remove} aria-label={`Delete ${title}`}>
            Delete
          </button>
        </div>
      }
    >
      {(draft) => <TreatmentFields draft={draft} setDraft={state.setDraft} fields={state.fields} groups={groups} />}
    </ContentItemForm>
  );
}

/** A treatment to add: it starts from an empty page of the Skin menu; Preview and Add. */
function NewTreatment({ groups, onAdded, onBack }: ChoiceLists & { onAdded: (id: string) => void; onBack: () => void }) {
  const headingId = useId();
  const [draft, setDraftState] = useState<TreatmentItem>(() => ({
    id: '',
    title: '',
    short: '',
    category: 'skin',
    group: groups[0] ?? '',
    price: null,
    image: treatmentIllustrations[0] ?? '',
    overview: { title: '', paragraphs: [''] },
    included: [''],
    excluded: [''],
    benefits: [''],
    faq: [{ question: '', answer: '' }],
    beforeAfter: false,
    beforeAfterImage: null,
    hidden: false,
  }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ html: string; path: string } | null>(null);
  const submission = useSubmission();
  const setDraft = (update: (item: TreatmentItem) => TreatmentItem) => setDraftState((current) => update(current));
  const [initial] = useState(() => JSON.stringify(draft));
  const [added, setAdded] = useState(false);
  useUnsavedChanges(!added && JSON.stringify(draft) !== initial);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await submission.run(() => addTreatment(draft));
    if (!outcome) return;
    if (!outcome.ok) {
      setFields(outcome.fields);
      notify.error(outcome.message);
      return;
    }
    notify.success(contentMessages.saved);
    setAdded(true);
    onAdded(outcome.item.id);
  };
  const showPreview = async () => {
    const outcome = await previewContent(contentPaths.treatments, draft);
    if (outcome.ok) {
      setFields({});
      setPreview({ html: outcome.html, path: outcome.path });
    } else {
      setFields(outcome.fields);
      notify.error(outcome.message);
    }
  };

  return (
    <form className={styles.form} method="post" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <div className={styles.listHead}>
        <h2 id={headingId} className={styles.formHeading}>
          Add a treatment
        </h2>
        <button type="button" className="btn btn-outline" onClick={onBack}>
          Back to the list
        </button>
      </div>
      <TextField
        label="Page address"
        hint="Lower-case words joined by hyphens: the page is /service/ followed by it. It cannot change later."
        maxLength={60}
        value={draft.id}
        onChange={(id) => setDraft((item) => ({ ...item, id }))}
        error={fields.id}
      />
      <TreatmentFields draft={draft} setDraft={setDraft} fields={fields} groups={groups} />
      <div className={`${styles.actions} ${styles.saveBar}`}>
        <SubmitButton busy={submission.busy} busyLabel="Adding…">
          Add treatment
        </SubmitButton>
        <button type="button" className="btn btn-outline" onClick={() => void showPreview()}>
          Preview
        </button>
      </div>
      {preview && <PagePreview html={preview.html} path={preview.path} onClose={() => setPreview(null)} />}
    </form>
  );
}

/** The site's own treatment illustrations, by the name a treatment's image field holds. */
const treatmentIllustrations = Object.keys(artwork)
  .filter((name) => name.startsWith(treatmentArtwork('')))
  .map((name) => name.slice(treatmentArtwork('').length));

interface TreatmentFieldsProps extends ChoiceLists {
  draft: TreatmentItem;
  setDraft: (update: (item: TreatmentItem) => TreatmentItem) => void;
  fields: Record<string, string>;
}

/** Every field of a treatment the admin edits, each with the server's message for it. */
function TreatmentFields({ draft, setDraft, fields, groups }: TreatmentFieldsProps) {
  const id = useId();
  const set = <K extends keyof TreatmentItem>(key: K, value: TreatmentItem[K]) => setDraft((item) => ({ ...item, [key]: value }));
  const list = (key: 'included' | 'excluded' | 'benefits', legend: string, rowName: string, maxRows: number, maxLength: number) => (
    <>
      <ListRowsField legend={legend} rowName={rowName} rows={draft[key]} onChange={(rows) => set(key, rows)} maxRows={maxRows} maxLength={maxLength} />
      <GroupError error={fields[key]} />
    </>
  );
  /** The staff's description of an uploaded photo (at most 160 characters, like the server's rule). */
  const description = (key: 'imageAlt' | 'beforeAfterAlt', label: string, hint: string) => (
    <TextField label={label} hint={hint} maxLength={160} value={draft[key] ?? ''} onChange={(text) => set(key, text)} error={fields[key]} />
  );
  const price = draft.price;
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Name and menu</legend>
        <TextField label="Title" maxLength={80} value={draft.title} onChange={(title) => set('title', title)} error={fields.title} />
        <TextField label="Short description" hint="One line on cards and in search results" maxLength={160} value={draft.short} onChange={(short) => set('short', short)} error={fields.short} />
        <div className={styles.pair}>
          <SelectField
            label="Menu"
            value={draft.category}
            onChange={(category) => set('category', category as TreatmentCategory)}
            options={CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
            error={fields.category}
          />
          <TextField label="Menu group" hint="An existing group, or a new one" list={`${id}-groups`} maxLength={40} value={draft.group} onChange={(group) => set('group', group)} error={fields.group} />
        </div>
        <datalist id={`${id}-groups`}>
          {groups.map((group) => (
            <option key={group} value={group} />
          ))}
        </datalist>
        <InlineLabel className={styles.check}>
          <input type="checkbox" checked={draft.hidden} onChange={(event) => set('hidden', event.target.checked)} />
          Hidden: not in the menus or the sitemap, and its page says ‘Service not found’
        </InlineLabel>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Price</legend>
        <InlineLabel className={styles.check}>
          <input type="radio" name={`${id}-price`} checked={price === null} onChange={() => set('price', null)} />
          On consultation
        </InlineLabel>
        <InlineLabel className={styles.check}>
          <input type="radio" name={`${id}-price`} checked={price !== null} onChange={() => set('price', { amount: price?.amount ?? 1000, note: 'per session' })} />
          In whole rupees
        </InlineLabel>
        {price && (
          <div className={styles.pair}>
            <Field label="Amount (₹)">
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_PRICE}
                  step={1}
                  value={Number.isFinite(price.amount) ? price.amount : ''}
                  onChange={(event) => set('price', { ...price, amount: event.target.value === '' ? Number.NaN : Number(event.target.value) })}
                />
              )}
            </Field>
            <SelectField label="Quoted" value={price.note} onChange={(note) => set('price', { ...price, note: note as PriceNote })} options={PRICE_NOTES.map((note) => ({ value: note, label: note }))} />
          </div>
        )}
        <p className={styles.hint}>The page shows: {price && Number.isInteger(price.amount) && price.amount > 0 ? priceText(price) : priceText(undefined)}</p>
        <GroupError error={fields.price} />
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Page</legend>
        <PhotoField
          label="Image"
          hint="On the treatment’s cards and at the top of its page."
          image={draft.image}
          onChange={(image) => set('image', image ?? draft.image)}
          choices={treatmentIllustrations.map((name) => ({ value: name, label: `Illustration: ${name}`, artwork: treatmentArtwork(name) }))}
          error={fields.image}
        />
        {isUploadedImage(draft.image) &&
          description('imageAlt', 'Description of the photo', 'What the photo shows, read aloud to patients who cannot see it. Left empty, the treatment’s title stands for it.')}
        <InlineLabel className={styles.check}>
          <input type="checkbox" checked={draft.beforeAfter} onChange={(event) => set('beforeAfter', event.target.checked)} />
          Before and after image beside the key benefits
        </InlineLabel>
        <GroupError error={fields.beforeAfter} />
        {draft.beforeAfter && (
          <PhotoField
            label="Before and after photo"
            hint="Before on the left, after on the right, with the patient’s consent."
            image={draft.beforeAfterImage}
            onChange={(image) => set('beforeAfterImage', isUploadedImage(image) ? image : null)}
            choices={[]}
            noneLabel={artwork[`before-after/${draft.id}`] ? 'The site’s illustration' : 'None yet: upload one'}
            noneArtwork={artwork[`before-after/${draft.id}`] ? `before-after/${draft.id}` : undefined}
            error={fields.beforeAfterImage}
          />
        )}
        {draft.beforeAfter &&
          isUploadedImage(draft.beforeAfterImage) &&
          description(
            'beforeAfterAlt',
            'Description of the before and after photo',
            'What the two pictures show, read aloud to patients who cannot see them. Left empty, the page calls it the treatment’s before and after, before on the left and after on the right.',
          )}
        <TextField label="Overview heading" maxLength={120} value={draft.overview.title} onChange={(title) => set('overview', { ...draft.overview, title })} error={fields['overview.title']} />
        <ListRowsField
          legend="Overview"
          rowName="Paragraph"
          multiline
          rows={draft.overview.paragraphs}
          onChange={(paragraphs) => set('overview', { ...draft.overview, paragraphs })}
          maxRows={8}
          maxLength={2000}
        />
        <GroupError error={fields['overview.paragraphs']} />
        {list('included', 'What’s included', 'Included', 8, 200)}
        {list('excluded', 'What’s not included', 'Not included', 8, 200)}
        {list('benefits', 'Key benefits', 'Benefit', 6, 160)}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Questions on the page</legend>
        <FaqRows items={draft.faq} onChange={(faq) => set('faq', faq)} fields={fields} prefix="faq" max={6} />
        <GroupError error={fields.faq} />
      </fieldset>
    </>
  );
}
