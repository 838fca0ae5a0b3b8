import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

/** What the dashboard asks before an edit would be lost. */
export const UNSAVED_CHANGES_QUESTION = 'You have changes that are not saved. Leave without saving them?';

interface LeaveGuard {
  /** Says whether a form (by its own key) has changes not saved yet. */
  mark: (key: string, unsaved: boolean) => void;
  /** True when nothing would be lost, or the person chose to leave anyway. */
  mayLeave: () => boolean;
  /** True while some form has changes not saved. */
  hasUnsaved: () => boolean;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/**
 * Keeps the dashboard's edits: while a form has unsaved changes, closing or reloading the page asks
 * the browser's own question, and moving elsewhere in the dashboard (a section, Back to the list,
 * the browser's Back) asks UNSAVED_CHANGES_QUESTION first.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const unsaved = useRef(new Set<string>());
  const guard = useMemo<LeaveGuard>(
    () => ({
      mark: (key, isUnsaved) => {
        if (isUnsaved) unsaved.current.add(key);
        else unsaved.current.delete(key);
      },
      hasUnsaved: () => unsaved.current.size > 0,
      mayLeave: () => {
        if (unsaved.current.size === 0) return true;
        if (!window.confirm(UNSAVED_CHANGES_QUESTION)) return false;
        unsaved.current.clear();
        return true;
      },
    }),
    [],
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>;
}

const NO_GUARD: LeaveGuard = { mark: () => undefined, mayLeave: () => true, hasUnsaved: () => false };

/** The dashboard's guard (one that lets everything go outside it, e.g. in a form's own test). */
export function useLeaveGuard(): LeaveGuard {
  return useContext(LeaveGuardContext) ?? NO_GUARD;
}

/** Registers a form's unsaved changes with the guard while it is shown. */
export function useUnsavedChanges(unsaved: boolean): void {
  const key = useId();
  const { mark } = useLeaveGuard();
  useEffect(() => {
    mark(key, unsaved);
    return () => mark(key, false);
  }, [key, unsaved, mark]);
}

/** Moves within the dashboard once nothing would be lost (or the person chose to leave). */
export function useGuardedNavigate(): (to: string, options?: NavigateOptions) => boolean {
  const navigate = useNavigate();
  const { mayLeave } = useLeaveGuard();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (!mayLeave()) return false;
      navigate(to, options);
      return true;
    },
    [mayLeave, navigate],
  );
}
