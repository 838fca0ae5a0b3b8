import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAddressQuery } from '../use-address-query';
import { InlineLabel, SelectField } from '../../../components/ui/form/field';
import { mailtoHref } from '../../../lib/mailto';
import { notify } from '../../../lib/toast';
import { formatDateTime, formatDisplayDate } from '../../../lib/display-date';
import { SessionEndedError } from '../api/admin-fetch';
import { appointmentStatusLabels } from '../appointment';
import { deleteEnquiry, enquiriesCsvUrl, getEnquiries, getEnquiry, inboxMessages, markNotSpam, setEnquiryStatus } from '../api/enquiries';
import { DATA_REQUEST_LABELS, ENQUIRY_STATUSES, ENQUIRY_TYPES, type DataRequestKind, type EnquiryStatus, type InboxEnquiry } from '@aura/contract';
import { enquiryShowLabels, enquiryStatusLabels, enquiryTypeLabels, filtersFromQuery, queryOfFilters, type EnquiryFilters, type EnquiryShow } from '../enquiry';
import { dashboardPath } from '../dashboard-address';
import { useDashboardAddress } from '../dashboard-location';
import { readableTime } from '../../../content/opening-hours';
import { AppointmentAnswers } from './appointments-agenda';
import { PhoneActions } from './phone-actions';
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
      return { label: 'A copy went to the clinic’s mailbox', detail: enquiry.deliveredAt ? formatDateTime(enquiry.deliveredAt) : undefined, tone: 'ok' };
    case 'pending':
      return { label: 'A copy is on its way to the clinic’s mailbox', detail: `${attempts} so far`, tone: 'waiting' };
    case 'failed':
      return { label: `The copy to the clinic’s mailbox failed after ${attempts}`, detail: enquiry.lastError ?? undefined, tone: 'failed' };
    default:
      return {
        label: enquiry.spam ? 'Not sent to the clinic’s mailbox (suspected spam)' : 'Kept here in the dashboard only (no mailbox is set up to receive a copy)',
        tone: 'none',
      };
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
  onAnswered,
}: {
  enquiry: InboxEnquiry;
  onStatus: (status: EnquiryStatus) => void;
  onNotSpam: () => void;
  onDelete: () => void;
  /** An appointment request answered here (confirmed, another time, declined…). */
  onAnswered: () => void;
}) {
  const id = useId();
  const state = forwarding(enquiry);
  const who = enquiry.name || enquiry.email || enquiry.phone || 'Unknown visitor';
  const date = formatDisplayDate(enquiry.date);
  // An appointment request still to answer is answered with the agenda's own buttons, and its status follows.
  const answering = enquiry.type === 'appointment' && !enquiry.spam && (enquiry.appointmentStatus === 'requested' || enquiry.appointmentStatus === 'proposed');
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
            <Link to={dashboardPath('enquiries', enquiry.id)} className={styles.whoLink}>
              {who}
            </Link>
          </h3>
          <p className={styles.received}>
            Received <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
          </p>
        </div>
        <div className={styles.enquiryActions}>
          {!answering && (
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
          )}
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
            <PhoneActions phone={enquiry.phone} who={who} />
          </Field>
        )}
        {enquiry.email && (
          <Field label="Email">
            <a href={mailtoHref(enquiry.email)}>{enquiry.email}</a>
          </Field>
        )}
        {(date || enquiry.date) && <Field label="Preferred date">{date || enquiry.date}</Field>}
        {enquiry.time && <Field label="Preferred time">{readableTime(enquiry.time)} IST</Field>}
        {enquiry.appointmentStatus && !enquiry.spam && (
          <Field label="Appointment">
            {appointmentStatusLabels[enquiry.appointmentStatus]} ·{' '}
            <Link to={`${dashboardPath('agenda')}?date=${enquiry.date ?? ''}`}>See the day in the agenda</Link>
          </Field>
        )}
        {enquiry.concern && <Field label="Concern">{enquiry.concern}</Field>}
        {enquiry.subject && (
          <Field label={enquiry.type === 'data-request' ? 'Asking for' : 'Subject'}>
            {enquiry.type === 'data-request' ? (DATA_REQUEST_LABELS[enquiry.subject as DataRequestKind] ?? enquiry.subject) : enquiry.subject}
          </Field>
        )}
        {enquiry.message && (
          <Field label="Message">
            <span className={styles.message}>{enquiry.message}</span>
          </Field>
        )}
      </dl>
      {answering && enquiry.appointmentStatus && enquiry.date && (
        <div className={styles.answer} role="group" aria-label={`Answer the appointment request from ${who}`}>
          <AppointmentAnswers
            appointment={{ id: enquiry.id, name: who, status: enquiry.appointmentStatus, date: enquiry.date }}
            onChanged={onAnswered}
          />
        </div>
      )}
      <p className={`${styles.forwarding} ${styles[`forward-${state.tone}`]}`}>
        <strong>{state.label}</strong>
        {state.detail && <span>{state.tone === 'failed' ? `Last error: ${state.detail}` : state.detail}</span>}
      </p>
    </li>
  );
}

/**
 * The Enquiries tab: every enquiry, newest first (what waits, longest waiting first), with filters,
 * status, delete and CSV export; its filters and page are in its address. An address with an id
 * shows that enquiry alone.
 */
export function EnquiriesInbox({ onChanged }: { onChanged: () => void }) {
  const item = useDashboardAddress().rest[0];
  if (item) return <OneEnquiry id={item} onChanged={onChanged} />;
  return <EnquiryList onChanged={onChanged} />;
}

/**
 * Status, Not spam and Delete on an enquiry: `after` gets the enquiry as it now is, or nothing when
 * the list must be read again (it left the view, or was deleted).
 */
function useEnquiryActions(onChanged: () => void, after: (changed?: InboxEnquiry) => void) {
  const changeStatus = async (enquiry: InboxEnquiry, status: EnquiryStatus) => {
    const outcome = await unlessSessionEnded(() => setEnquiryStatus(enquiry.id, status));
    if (!outcome) return;
    if (!outcome.ok) {
      notify.error(outcome.message);
      return;
    }
    after(outcome.enquiry);
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
    // It leaves the suspected-spam view it was listed in: read again.
    after();
    onChanged();
  };

  const remove = (enquiry: InboxEnquiry, deleted?: () => void) => {
    confirmInToast({
      message: `Delete the ${enquiryTypeLabels[enquiry.type]?.toLowerCase() ?? 'enquiry'} from ${enquiry.name || enquiry.email || 'this visitor'}? This cannot be undone.`,
      onConfirm: async () => {
        const outcome = await unlessSessionEnded(() => deleteEnquiry(enquiry.id));
        if (!outcome) return;
        if (outcome.ok) {
          notify.success(outcome.message);
          if (deleted) deleted();
          else after();
          onChanged();
        } else {
          notify.error(outcome.message);
        }
      },
    });
  };
  return { changeStatus, notSpam, remove };
}

/** One enquiry at its own address (/admin-dashboard/enquiries/<id>), with the way back to the list. */
function OneEnquiry({ id, onChanged }: { id: string; onChanged: () => void }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ enquiry: InboxEnquiry | null; error: string | null }>({ enquiry: null, error: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    unlessSessionEnded(() => getEnquiry(id, controller.signal)).then((result) => {
      if (!result || controller.signal.aborted) return;
      setState(result.ok ? { enquiry: result.enquiry, error: null } : { enquiry: null, error: result.message });
    });
    return () => controller.abort();
  }, [id, version]);
  const reload = () => setVersion((current) => current + 1);
  const { changeStatus, notSpam, remove } = useEnquiryActions(onChanged, (changed) => (changed ? setState({ enquiry: changed, error: null }) : reload()));
  const list = dashboardPath('enquiries');
  return (
    <section aria-label="Enquiry">
      <div className={styles.head}>
        <Link to={list} className="btn btn-outline">
          Back to the enquiries
        </Link>
      </div>
      <ListState loading={!state.enquiry && !state.error} loadingText="Loading the enquiry…" error={state.error} empty={false} emptyText="">
        {state.enquiry && (
          <ul className={styles.list}>
            <EnquiryCard
              enquiry={state.enquiry}
              onStatus={(status) => changeStatus(state.enquiry!, status)}
              onNotSpam={() => void notSpam(state.enquiry!)}
              onDelete={() => remove(state.enquiry!, () => navigate(list, { replace: true }))}
              onAnswered={() => {
                reload();
                onChanged();
              }}
            />
          </ul>
        )}
      </ListState>
    </section>
  );
}

function EnquiryList({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const [query, setQuery] = useAddressQuery();
  const { filters, page } = filtersFromQuery(query);
  const setPage = (next: number) => setQuery(queryOfFilters(filters, next).slice(1));
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
      if (lastPage) setQuery(queryOfFilters(filters, lastPage).slice(1), { replace: true });
      else if (result.ok) setState({ key, items: result.items, total: result.total, error: null });
      else setState({ key, items: [], total: 0, error: result.message });
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says the filters, the page and the reloads
  }, [key]);

  const reload = () => setVersion((current) => current + 1);
  const filter = (change: Partial<EnquiryFilters>) => setQuery(queryOfFilters({ ...filters, ...change }, 1).slice(1));

  const { changeStatus, notSpam, remove } = useEnquiryActions(onChanged, (changed) => {
    if (changed) setState((current) => ({ ...current, items: current.items.map((item) => (item.id === changed.id ? changed : item)) }));
    else reload();
  });

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
          value={filters.show}
          onChange={(show) => filter({ show: show as EnquiryShow })}
          options={(Object.keys(enquiryShowLabels) as EnquiryShow[]).map((show) => ({ value: show, label: enquiryShowLabels[show] }))}
        />
      </div>
      <ListState
        loading={loading && state.key === ''}
        loadingText="Loading enquiries…"
        error={state.error}
        empty={state.items.length === 0}
        emptyText={filters.show === 'spam' ? 'No suspected spam.' : filters.show === 'waiting' ? 'Nothing is waiting for an answer.' : 'No enquiries match these filters.'}
      >
        <ul className={styles.list} aria-busy={loading}>
          {state.items.map((enquiry) => (
            <EnquiryCard
              key={enquiry.id}
              enquiry={enquiry}
              onStatus={(status) => changeStatus(enquiry, status)}
              onNotSpam={() => void notSpam(enquiry)}
              onDelete={() => remove(enquiry)}
              onAnswered={() => {
                reload();
                onChanged();
              }}
            />
          ))}
        </ul>
      </ListState>
      <Pagination page={page} pageSize={ENQUIRIES_PAGE_SIZE} total={state.total} noun="enquiries" onPage={setPage} />
    </section>
  );
}
