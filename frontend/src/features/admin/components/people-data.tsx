import { PERSON_QUERY_MAX, PERSON_RECORD_LABELS, PEOPLE_MESSAGES, type PersonRecord, type PersonRecordKind } from '@aura/contract';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form/field';
import { formatDateTime } from '../../../lib/display-date';
import { notify } from '../../../lib/toast';
import { rethrowUnlessSessionEnded } from '../api/admin-fetch';
import { correctPerson, erasePerson, exportPerson, searchPerson } from '../api/people';
import { confirmInToast } from './confirm-toast';
import { DataRequestsList } from './data-requests-list';
import { useUnsavedChanges } from '../leave-guard';
import { AdminTable } from './admin-table';
import styles from './inbox.module.css';
import own from './people-data.module.css';

interface Found {
  /** The phone or e-mail these records were found by. */
  query: string;
  items: PersonRecord[];
  erasedBefore: string[];
}

const countsInWords = (erased: Partial<Record<PersonRecordKind, number>>) =>
  Object.entries(erased)
    .map(([kind, count]) => `${count} × ${PERSON_RECORD_LABELS[kind as PersonRecordKind].toLowerCase()}`)
    .join(', ') || 'nothing';

/** Saves the person's data as the JSON file they are given. */
function download(data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `personal-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The "Patients' data" tab (DPDP Act): find what the clinic holds for one person by the phone or
 * e-mail they gave (any written form), give it to them as a file, correct their details, or erase
 * it everywhere. The phone or e-mail is sent in the body of each call, never in an address.
 */
export function PeopleData({ onChanged }: { onChanged?: () => void } = {}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [correction, setCorrection] = useState({ name: '', phone: '', email: '' });
  // A correction typed and not saved is not lost to a section change, Back or closing the page without a question.
  useUnsavedChanges(Object.values(correction).some((value) => value.trim() !== ''));

  const look = async (q: string) => {
    const outcome = await searchPerson(q);
    if (outcome.ok) {
      setFound({ query: q, ...outcome.value });
      setProblem(null);
    } else {
      setFound(null);
      setProblem(outcome.message);
    }
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      rethrowUnlessSessionEnded(caught);
    } finally {
      setBusy(false);
    }
  };

  /** A request's "Find their data": its phone or e-mail in the search, looked up at once. */
  const find = (q: string) => {
    setQuery(q);
    void run(() => look(q));
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!query.trim()) {
      setProblem(PEOPLE_MESSAGES.queryNeeded);
      return;
    }
    void run(() => look(query.trim()));
  };

  const giveBack = () =>
    run(async () => {
      const outcome = await exportPerson(found!.query);
      if (outcome.ok) download(outcome.value);
      else notify.error(outcome.message);
    });

  const correct = (event: FormEvent) => {
    event.preventDefault();
    const fields = Object.fromEntries(Object.entries(correction).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));
    if (Object.keys(fields).length === 0) {
      notify.error(PEOPLE_MESSAGES.correctionNeeded);
      return;
    }
    void run(async () => {
      const outcome = await correctPerson(found!.query, fields);
      if (!outcome.ok) {
        notify.error(outcome.message);
        return;
      }
      notify.success(`Corrected ${outcome.value} record${outcome.value === 1 ? '' : 's'}`);
      setCorrection({ name: '', phone: '', email: '' });
      // A corrected phone or e-mail finds them by the new one.
      const next = fields.phone ?? fields.email ?? found!.query;
      setQuery(next);
      await look(next);
    });
  };

  const erase = () =>
    confirmInToast({
      message: 'Erase everything the clinic holds for this person, queued mail included? This cannot be undone, and a restore of an older backup will not bring it back.',
      confirmLabel: 'Erase',
      onConfirm: () =>
        run(async () => {
          const outcome = await erasePerson(found!.query);
          if (!outcome.ok) {
            notify.error(outcome.message);
            return;
          }
          notify.success(`Erased: ${countsInWords(outcome.value)}`);
          await look(found!.query);
        }),
    });

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>Patients’ data</h2>
      </div>
      <DataRequestsList onFind={find} onChanged={onChanged} />
      <h3>Find a person’s data</h3>
      <p className={own.intro}>
        What the clinic holds for one person, found by the phone number or e-mail address they gave: to give them a copy, correct it, or erase it when they ask.
      </p>
      <form className={`${own.form} ${own.search}`} method="post" onSubmit={search} noValidate aria-label="Find a person’s data" role="search">
        <TextField label="Phone number or e-mail address" value={query} onChange={setQuery} maxLength={PERSON_QUERY_MAX} inputMode="email" autoComplete="off" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Find
        </button>
      </form>
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      {found ? (
        <div aria-live="polite">
          {found.erasedBefore.length > 0 ? (
            <p className={own.erased}>Erased before on {found.erasedBefore.map(formatDateTime).join(', ')}.</p>
          ) : null}
          {found.items.length === 0 ? (
            <p className={styles.state}>{PEOPLE_MESSAGES.nothingFound}</p>
          ) : (
            <>
              <AdminTable caption="What the clinic holds for this person" columns={['What', 'When', 'Details']}>
                {found.items.map((item) => (
                  <tr key={`${item.kind}-${item.id}`}>
                    <td data-label="What">{PERSON_RECORD_LABELS[item.kind]}</td>
                    <td data-label="When">{formatDateTime(item.at)}</td>
                    <td data-label="Details">{item.summary}</td>
                  </tr>
                ))}
              </AdminTable>
              <div className={own.actions}>
                <button type="button" className="btn btn-outline" onClick={() => void giveBack()} disabled={busy}>
                  Export as JSON
                </button>
                <button type="button" className={`btn ${styles.delete}`} onClick={erase} disabled={busy}>
                  Erase everything
                </button>
              </div>
              <form className={own.form} method="post" onSubmit={correct} noValidate aria-label="Correct their details">
                <TextField label="Correct name" value={correction.name} onChange={(name) => setCorrection({ ...correction, name })} maxLength={100} hint="Leave blank to keep" />
                <TextField label="Correct phone" value={correction.phone} onChange={(phone) => setCorrection({ ...correction, phone })} maxLength={20} type="tel" hint="Leave blank to keep" />
                <TextField label="Correct e-mail" value={correction.email} onChange={(email) => setCorrection({ ...correction, email })} maxLength={254} type="email" hint="Leave blank to keep" />
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  Save corrections
                </button>
              </form>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
