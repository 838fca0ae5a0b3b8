import { useId } from 'react';

/**
 * A trap for form-filling bots: people never meet it. It is off screen, out of the tab order and
 * hidden from screen readers (aria-hidden on its wrapper), yet stays in the DOM, where bots fill it in.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
