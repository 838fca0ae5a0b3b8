import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { InlineLabel, SelectField } from '../../../components/ui/form/field';
import { mailtoHref } from '../../../lib/mailto';
import { notify } from '../../../lib/toast';
import { formatDateTime, formatDisplayDate } from '../../../lib/display-date';
import { SessionEndedError } from '../api/admin-fetch';
import { appointmentStatusLabels } from '../appointment';
import { deleteEnquiry, enquiriesCsvUrl, getEnquiries, inboxMessages, markNotSpam, setEnquiryStatus } from '../api/enquiries';
import { ENQUIRY_STATUSES, ENQUIRY_TYPES, type EnquiryStatus, type InboxEnquiry } from '@aura/contract';
import { DEFAULT_ENQUIRY_FILTERS, enquiryStatusLabels, enquiryTypeLabels, type EnquiryFilters } from '../enquiry';
import { pageBeyondTheEnd } from '../pagination';
import { confirmInToast } from './confirm-toast';
import { ListState } from './list-state';
import { Pagination } from './pagination';
import { UndeliveredList } from './undelivered-list';
import styles from './inbox.module.css';

export const ENQUIRIES_PAGE_SIZE = 10;

/** Runs an admin call; a 401 has already been dealt with (toast and sign-in page), so it just stops. */
async function unlessSessionEnded<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SessionEndedError) return undefined;
    throw error;
  }
}

/** How the enquiry's forwarding to the clinic's mailbox stands, in words. */
function forwarding(enquiry: InboxEnquiry): { label: string; detail?: string; tone: 'ok' | 'waiting' | 'failed' | 'none' } {
  const attempts = `${enquiry.forwardAttempts} attempt${enquiry.forwardAttempts === 1 ? '' : 's'}`;
  switch (enquiry.forwardState) {
    case 'delivered':
      return { label: 'Forwarded', detail: enquiry.deliveredAt ? formatDateTime(enquiry.deliveredAt) : undefined, tone: 'ok' };
    case 'pending':
      return { label: 'Forwarding pending', detail: `${attempts} so far`, tone: 'waiting' };
    case 'failed':
      return { label: `Forwarding failed after ${attempts}`, detail: enquiry.lastError ?? undefined, tone: 'failed' };
    default:
      return { label: enquiry.spam ? 'Not forwarded (suspected spam)' : 'Stored only (not forwarded)', tone: 'none' };
  }
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fieldRow}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function EnquiryCard({
  enquiry,
  onStatus,
  onNotSpam,
  onDelete,
}: {
  enquiry: InboxEnquiry;
  onStatus: (status: EnquiryStatus) => void;
  onNotSpam: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const state = forwarding(enquiry);
  const who = enquiry.name || enquiry.email || enquiry.phone || 'Unknown visitor';
  const date = formatDisplayDate(enquiry.date);
  return (
    <li className={`${styles.enquiry} ${state.tone === 'failed' ? styles.enquiryFailed : ''}`} aria-labelledby={`${id}-who`}>
      <div className={styles.enquiryHead}>
        <div>
          <span className={`${styles.type} ${styles[`type-${enquiry.type}`] ?? ''}`}>{enquiryTypeLabels[enquiry.type] ?? enquiry.type}</span>
          {enquiry.spam && <span className={styles.spam}>Suspected spam</span>}
          {enquiry.sentWithoutScripts && (
            <span className={styles.withoutScripts} title="Sent before the page had started (a slow phone) or from a browser without scripts, so without the bot check">
              Sent without scripts
            </span>
          )}
          <h3 id={`${id}-who`} className={styles.who}>
            {who}
          </h3>
          <p className={styles.received}>
            Received <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
          </p>
        </div>
        <div className={styles.enquiryActions}>
          <InlineLabel className={styles.statusField}>
            <span>Status</span>
            <select
              value={enquiry.status}
              onChange={(event) => onStatus(event.target.value as EnquiryStatus)}
              aria-label={`Status of the enquiry from ${who}`}
            >
              {ENQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {enquiryStatusLabels[status]}
                </option>
              ))}
            </select>
          </InlineLabel>
          {enquiry.spam && (
            <button type="button" className="btn btn-outline" onClick={onNotSpam} aria-label={`Not spam: move the enquiry from ${who} to the inbox`}>
              Not spam
            </button>
          )}
          <button type="button" className={`btn ${styles.delete}`} onClick={onDelete} aria-label={`Delete the enquiry from ${who}`}>
            Delete
          </button>
        </div>
      </div>
      <dl className={styles.fields}>
        {enquiry.name && <Field label="Name">{enquiry.name}</Field>}
        {enquiry.phone && (
          <Field label="Phone">
            <a href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</a>
          </Field>
        )}
        {enquiry.email && (
          <Field label="Email">
            <a href={mailtoHref(enquiry.email)}>{enquiry.email}</a>
          </Field>
        )}
        {(date || enquiry.date) && <Field label="Preferred date">{date || enquiry.date}</Field>}
        {enquiry.time && <Field label="Preferred time">{enquiry.time}</Field>}
        {enquiry.appointmentStatus && !enquiry.spam && <Field label="Appointment">{appointmentStatusLabels[enquiry.appointmentStatus]} (see the Agenda)</Field>}
        {enquiry.concern && <Field label="Concern">{enquiry.concern}</Field>}
        {enquiry.subject && <Field label="Subject">{enquiry.subject}</Field>}
        {enquiry.message && (
          <Field label="Message">
            <span className={styles.message}>{enquiry.message}</span>
          </Field>
        )}
      </dl>
      <p className={`${styles.forwarding} ${styles[`forward-${state.tone}`]}`}>
        <strong>{state.label}</strong>
        {state.detail && <span>{state.tone === 'failed' ? `Last error: ${state.detail}` : state.detail}</span>}
      </p>
    </li>
  );
}

/** The Enquiries tab: every enquiry, newest first, with filters, status, delete and CSV export. */
export function EnquiriesInbox({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [filters, setFilters] = useState<EnquiryFilters>(DEFAULT_ENQUIRY_FILTERS);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string; items: InboxEnquiry[]; total: number; error: string | null }>({
    key: '',
    items: [],
    total: 0,
    error: null,
  });
  // Until the answer for the current filters and page arrives, the previous one stays on screen, dimmed.
  const key = JSON.stringify([filters, page, version]);
  const loading = state.key !== key;

  useEffect(() => {
    const controller = new AbortController();
    unlessSessionEnded(() => getEnquiries(filters, page, ENQUIRIES_PAGE_SIZE, controller.signal)).then((result) => {
      if (!result || controller.signal.aborted) return;
      // The page emptied under the admin (its last enquiry deleted): show the last page that has some.
      const lastPage = result.ok ? pageBeyondTheEnd(page, result.items.length, result.total, ENQUIRIES_PAGE_SIZE) : null;
      if (lastPage) setPage(lastPage);
      else if (result.ok) setState({ key, items: result.items, total: result.total, error: null });
      else setState({ key, items: [], total: 0, error: result.message });
    });
    return () => controller.abort();
  }, [filters, page, version, key]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const filter = (change: Partial<EnquiryFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };

  const changeStatus = async (enquiry: InboxEnquiry, status: EnquiryStatus) => {
    const outcome = await unlessSessionEnded(() => setEnquiryStatus(enquiry.id, status));
    if (!outcome) return;
    if (!outcome.ok) {
      notify.error(outcome.message);
      return;
    }
    setState((current) => ({ ...current, items: current.items.map((item) => (item.id === enquiry.id ? outcome.enquiry : item)) }));
    notify.success(`Marked as ${enquiryStatusLabels[status].toLowerCase()}`);
    onChanged();
  };

  const notSpam = async (enquiry: InboxEnquiry) => {
    const outcome = await unlessSessionEnded(() => markNotSpam(enquiry.id));
    if (!outcome) return;
    if (!outcome.ok) {
      notify.error(outcome.message);
      return;
    }
    notify.success(inboxMessages.notSpam);
    // It leaves the suspected-spam view it was listed in.
    reload();
    onChanged();
  };

  const remove = (enquiry: InboxEnquiry) => {
    confirmInToast({
      message: `Delete the ${enquiryTypeLabels[enquiry.type]?.toLowerCase() ?? 'enquiry'} from ${enquiry.name || enquiry.email || 'this visitor'}? This cannot be undone.`,
      onConfirm: async () => {
        const outcome = await unlessSessionEnded(() => deleteEnquiry(enquiry.id));
        if (!outcome) return;
        if (outcome.ok) {
          notify.success(outcome.message);
          reload();
          onChanged();
        } else {
          notify.error(outcome.message);
        }
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>Enquiries</h2>
        <a className="btn btn-outline" href={enquiriesCsvUrl(filters)} download>
          Export CSV
        </a>
      </div>
      <UndeliveredList />
      <div className={styles.filters} role="group" aria-label="Filter enquiries">
        <SelectField
          label="Type"
          value={filters.type}
          onChange={(type) => filter({ type: type as EnquiryFilters['type'] })}
          options={[{ value: '', label: 'All types' }, ...ENQUIRY_TYPES.map((type) => ({ value: type, label: enquiryTypeLabels[type] }))]}
        />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(status) => filter({ status: status as EnquiryFilters['status'] })}
          options={[{ value: '', label: 'All statuses' }, ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: enquiryStatusLabels[status] }))]}
        />
        <SelectField
          label="Show"
          value={String(filters.spam)}
          onChange={(spam) => filter({ spam: spam === 'true' })}
          options={[
            { value: 'false', label: 'Genuine enquiries' },
            { value: 'true', label: 'Suspected spam' },
          ]}
        />
      </div>
      <ListState
        loading={loading && state.key === ''}
        loadingText="Loading enquiries…"
        error={state.error}
        empty={state.items.length === 0}
        emptyText={filters.spam ? 'No suspected spam.' : 'No enquiries match these filters.'}
      >
        <ul className={styles.list} aria-busy={loading}>
          {state.items.map((enquiry) => (
            <EnquiryCard key={enquiry.id} enquiry={enquiry} onStatus={(status) => changeStatus(enquiry, status)} onNotSpam={() => void notSpam(enquiry)} onDelete={() => remove(enquiry)} />
          ))}
        </ul>
      </ListState>
      <Pagination page={page} pageSize={ENQUIRIES_PAGE_SIZE} total={state.total} noun="enquiries" onPage={setPage} />
    </section>
  );
}
