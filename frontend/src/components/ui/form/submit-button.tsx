import type { ReactNode } from 'react';

/** A form's submit button: disabled and saying so while the form is being sent. */
export function SubmitButton({ busy, busyLabel, className = 'btn btn-primary', disabled, children }: { busy: boolean; busyLabel: ReactNode; className?: string; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** Where a form says how it went (sent, or why not): read out when it changes. */
export function FormResult({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div aria-live="polite" className={className}>
      {children}
    </div>
  );
}
