import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from '@aura/contract';
import { useEffect, useId, useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/form/field';
import { formatDateTime } from '../../../lib/display-date';
import { SessionEndedError } from '../api/admin-fetch';
import { auditCsvUrl, getAuditPage, type AuditFilters } from '../api/staff';
import { ListState } from './list-state';
import { Pagination } from './pagination';
import { AdminTable } from './admin-table';
import styles from './inbox.module.css';
import own from './staff-manager.module.css';

const actionOptions = [
  { value: '', label: 'Every action' },
  ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
];

const OUTCOME_LABELS: Record<AuditEntry['outcome'], string> = { success: 'Done', failure: 'Failed', refused: 'Refused' };

const NO_FILTERS: AuditFilters = { action: '', actor: '', from: '', to: '' };

/** The owner's audit log: who did what, when and from where, newest first, filtered and exported as CSV. */
export function AuditLog() {
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ items: AuditEntry[]; total: number; error: string | null; loaded: boolean }>({
    items: [],
    total: 0,
    error: null,
    loaded: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    // Typing a username waits for a pause before asking.
    const timer = setTimeout(() => {
      getAuditPage(filters, page, controller.signal)
        .then((outcome) => {
          if (controller.signal.aborted) return;
          if (outcome.ok) setState({ ...outcome.value, error: null, loaded: true });
          else setState({ items: [], total: 0, error: outcome.message, loaded: true });
        })
        .catch((error) => {
          if (!(error instanceof SessionEndedError)) throw error;
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [filters, page]);

  const set = (name: keyof AuditFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>Audit log</h2>
        <a className="btn btn-outline" href={auditCsvUrl(filters)} download>
          Export CSV
        </a>
      </div>
      <p className={own.note}>Every sign-in and every change staff make, kept for a year. Patients are named by the id of their enquiry or appointment, never by their details.</p>
      <div className={styles.filters}>
        <SelectField label="Action" value={filters.action} onChange={(value) => set('action')(value as AuditAction | '')} options={actionOptions} />
        <TextField label="Username" value={filters.actor} onChange={set('actor')} maxLength={64} autoComplete="off" />
        <TextField label="From" type="date" value={filters.from} onChange={set('from')} />
        <TextField label="To" type="date" value={filters.to} onChange={set('to')} />
      </div>
      <ListState
        loading={!state.loaded}
        loadingText="Loading the audit log…"
        error={state.error}
        empty={state.items.length === 0}
        emptyText="Nothing recorded matches these filters."
      >
        <AdminTable caption="Audit entries, newest first" columns={['When', 'Who', 'What', 'Target', 'From', 'Outcome']}>
          {state.items.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td data-label="When">{formatDateTime(entry.at)}</td>
              <td data-label="Who">{entry.actor}</td>
              <td data-label="What">{AUDIT_ACTIONS[entry.action] ?? entry.action}</td>
              <td data-label="Target">{entry.target ?? '—'}</td>
              <td data-label="From">{entry.ip}</td>
              <td data-label="Outcome">
                <span className={own[`outcome-${entry.outcome}`]}>{OUTCOME_LABELS[entry.outcome] ?? entry.outcome}</span>
              </td>
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <Pagination page={page} pageSize={AUDIT_PAGE_SIZE} total={state.total} noun="entries" onPage={setPage} />
    </section>
  );
}
