import { useEffect, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a patient typed into a field before the app started. On a slow phone the page's HTML (and
 * its forms) work long before its scripts: hydration leaves the typed text on screen, but not in
 * the form's state, so the form would send (or check) an empty field the patient sees filled in.
 * Once the app runs, the field's text is taken into the state, once.
 */
export function useTypedBeforeStart(control: RefObject<Control | null>, value: string, onChange: (value: string) => void): void {
  const taken = useRef(false);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const typed = control.current?.value;
    if (typed !== undefined && typed !== latest.current.value) latest.current.onChange(typed);
  }, [control]);
}
