import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTypedBeforeStart } from './use-typed-before-start';

/** What a field's control needs from its label, hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** The message about this field (the form's rule or the server's), shown under it and read with it. */
  error?: string | null;
  hint?: ReactNode;
  /** The control's id, when the form moves focus to it; else one of the field's own. */
  id?: string;
  /** Another description the control is read with (a message about the whole form). */
  describedBy?: string;
  /** Marks the control invalid when its message is shown elsewhere (the form's result line, named by describedBy). */
  invalid?: boolean;
  /** Classes beside `field` (a grid column). */
  className?: string;
  /** Only `className`, not the stacked `field` layout (a row of its own design). */
  unstyled?: boolean;
  /** For a label people see in its placeholder or beside it ('visually-hidden'). */
  labelClassName?: string;
  /** The message is announced at once (a problem found without a submit, e.g. a chosen file). */
  alertError?: boolean;
  /** Shown under the message (a way to try again). */
  after?: ReactNode;
  /** Draws the control: an input, select or textarea given these props. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * One field of a form: its label, the control, a hint and the message, wired together (the label
 * names the control; the hint and the message describe it; a message marks it invalid).
 */
export function Field({ label, error, hint, id, describedBy, invalid, className, unstyled, labelClassName, alertError, after, children }: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={unstyled ? className : className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      {children({ id: controlId, ...(error || invalid ? { 'aria-invalid': true } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role={alertError ? 'alert' : undefined}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

interface TextFieldProps extends Pick<FieldProps, 'label' | 'error' | 'hint' | 'id' | 'describedBy' | 'invalid' | 'className' | 'labelClassName'> {
  value: string;
  onChange: (value: string) => void;
  name?: string;
  maxLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  type?: 'text' | 'tel' | 'email' | 'url' | 'time' | 'date' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
  placeholder?: string;
  required?: boolean;
  min?: string;
  max?: string;
  /** The id of a datalist of suggestions. */
  list?: string;
}

/** A labelled text input (or textarea) with its hint and message. */
export function TextField({ label, value, onChange, error, hint, id, describedBy, invalid, className, labelClassName, rows, type = 'text', ...input }: TextFieldProps) {
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  const text = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useTypedBeforeStart(text, value, onChange);
  return (
    <Field label={label} error={error} hint={hint} id={id} describedBy={describedBy} invalid={invalid} className={className} labelClassName={labelClassName}>
      {(control) =>
        rows ? (
          <textarea {...control} {...input} ref={text} rows={rows} value={value} onChange={change} />
        ) : (
          <input {...control} {...input} ref={text} type={type} autoComplete={input.autoComplete ?? 'off'} value={value} onChange={change} />
        )
      }
    </Field>
  );
}

/**
 * A label around its control: a checkbox or radio with its words, or a button-like file picker.
 * The control is given inside, before or after the words.
 */
export function InlineLabel({ className, children }: { className?: string; children: ReactNode }) {
  return <label className={className}>{children}</label>;
}

interface SelectFieldProps extends Pick<FieldProps, 'label' | 'error' | 'hint' | 'id' | 'className'> {
  value: string;
  onChange: (value: string) => void;
  /** The choices in order: the value sent and the words shown. */
  options: ReadonlyArray<{ value: string; label: string }>;
  name?: string;
}

/** A labelled drop-down list with its hint and message. */
export function SelectField({ label, value, onChange, options, error, hint, id, className, name }: SelectFieldProps) {
  const select = useRef<HTMLSelectElement>(null);
  useTypedBeforeStart(select, value, onChange);
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select {...control} ref={select} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name: string;
  /** What a form sent without scripts carries when it is ticked. */
  value?: string;
  id?: string;
  error?: string | null;
  className?: string;
}

/**
 * A box to tick with its words beside it and its message under it. One ticked before the app
 * started (a slow phone) stays ticked: its state is taken from the page once the app runs.
 */
export function CheckboxField({ label, checked, onChange, name, value = 'yes', id, error, className }: CheckboxFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const box = useRef<HTMLInputElement>(null);
  const latest = useRef({ checked, onChange });
  useEffect(() => {
    latest.current = { checked, onChange };
  });
  useEffect(() => {
    const ticked = box.current?.checked;
    if (ticked !== undefined && ticked !== latest.current.checked) latest.current.onChange(ticked);
  }, []);
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={className ? `field field-check ${className}` : 'field field-check'}>
      <label htmlFor={controlId}>
        <input
          ref={box}
          id={controlId}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
