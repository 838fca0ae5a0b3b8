import { useCallback, useEffect, useState } from 'react';
import { notify } from '../../lib/toast';
import { useUnsavedChanges } from './leave-guard';
import { contentMessages, previewContent, readContent, readRevisions, restoreRevision, saveContent, type Revision } from './api/site-content';

export interface ContentItemState<T> {
  /** The item as the admin is editing it (undefined while it loads). */
  draft: T | undefined;
  setDraft: (update: (draft: T) => T) => void;
  version: number;
  loadError: string | null;
  /** One message per wrong field, from the server (dotted paths). */
  fields: Record<string, string>;
  /** Someone else saved first: the server's message, until the admin reloads. */
  conflict: string | null;
  /** True while a save is being sent. */
  busy: boolean;
  changed: boolean;
  history: Revision[];
  preview: { html: string; path: string } | null;
  previewing: boolean;
  save: () => Promise<boolean>;
  reload: () => void;
  restore: (revision: string) => Promise<void>;
  showPreview: () => Promise<void>;
  closePreview: () => void;
}

/**
 * One item of clinic content in the dashboard: read it, edit a draft, save it with the version it
 * was read at (409: someone saved first), see its history and restore an earlier revision, and
 * preview the page with the draft before saving.
 */
export function useContentItem<T>(path: string): ContentItemState<T> {
  const [loaded, setLoaded] = useState<{ item: T; version: number } | null>(null);
  const [draft, setDraftState] = useState<T | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState<Revision[]>([]);
  const [preview, setPreview] = useState<{ html: string; path: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    void Promise.all([readContent<T>(path), readRevisions(path)]).then(([current, revisions]) => {
      if (!active) return;
      if (!current.ok) {
        setLoadError(current.message);
        return;
      }
      setLoadError(null);
      setLoaded({ item: current.item, version: current.version });
      setDraftState(current.item);
      setFields({});
      setConflict(null);
      setHistory(revisions.ok ? revisions.items : []);
    });
    return () => {
      active = false;
    };
  }, [path, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setDraft = useCallback((update: (draft: T) => T) => setDraftState((current) => (current === undefined ? current : update(current))), []);

  const refreshHistory = async () => {
    const revisions = await readRevisions(path);
    if (revisions.ok) setHistory(revisions.items);
  };

  const save = async () => {
    if (draft === undefined || !loaded || busy) return false;
    setBusy(true);
    try {
      const outcome = await saveContent(path, draft, loaded.version);
      if (outcome.ok) {
        setLoaded({ item: outcome.item, version: outcome.version });
        setDraftState(outcome.item);
        setFields({});
        setPreview(null);
        notify.success(contentMessages.saved);
        await refreshHistory();
        return true;
      }
      setFields(outcome.fields);
      if (outcome.status === 409) setConflict(outcome.message);
      notify.error(outcome.message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const restore = async (revision: string) => {
    const outcome = await restoreRevision<T>(path, revision);
    if (!outcome.ok) {
      notify.error(outcome.message);
      return;
    }
    setLoaded({ item: outcome.item, version: outcome.version });
    setDraftState(outcome.item);
    setFields({});
    setConflict(null);
    notify.success(contentMessages.restored);
    await refreshHistory();
  };

  const showPreview = async () => {
    if (draft === undefined || previewing) return;
    setPreviewing(true);
    try {
      const outcome = await previewContent(path, draft);
      if (outcome.ok) {
        setFields({});
        setPreview({ html: outcome.html, path: outcome.path });
      } else {
        setFields(outcome.fields);
        notify.error(outcome.message);
      }
    } finally {
      setPreviewing(false);
    }
  };

  const changed = loaded !== null && JSON.stringify(loaded.item) !== JSON.stringify(draft);
  // Leaving the form (a section, Back, closing the page) asks first while a change is not saved.
  useUnsavedChanges(changed);

  return {
    draft,
    setDraft,
    version: loaded?.version ?? 0,
    loadError,
    fields,
    conflict,
    busy,
    changed,
    history,
    preview,
    previewing,
    save,
    reload,
    restore,
    showPreview,
    closePreview: () => setPreview(null),
  };
}
