import { useEffect, useId, useRef } from 'react';
import styles from './article-editor.module.css';
import { Field } from '../../../components/ui/form/field';
import { removeAt, replaceAt } from '../item-edits';

interface ListRowsFieldProps {
  legend: string;
  hint?: string;
  /** One row's name, e.g. 'Paragraph' (rows are labelled 'Paragraph 1', 'Paragraph 2', …). */
  rowName: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  multiline?: boolean;
  maxRows: number;
  maxLength: number;
}

/** A list the admin edits row by row: add a row, remove one (only while more than one is left). */
export function ListRowsField({ legend, hint, rowName, rows, onChange, multiline = false, maxRows, maxLength }: ListRowsFieldProps) {
  const id = useId();
  const fields = useRef<Array<HTMLInputElement | HTMLTextAreaElement | null>>([]);
  // The row to focus once the list has re-rendered (a new row, or the one before a removed row).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    fields.current[focusRow.current]?.focus();
    focusRow.current = null;
  });

  const set = (index: number, value: string) => onChange(replaceAt(rows, index, value));
  const add = () => {
    onChange([...rows, '']);
    focusRow.current = rows.length;
  };
  const remove = (index: number) => {
    onChange(removeAt(rows, index));
    focusRow.current = Math.max(0, index - 1);
  };
  const lower = rowName.toLowerCase();

  return (
    <fieldset className={styles.rows} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {rows.map((row, index) => {
        const label = `${rowName} ${index + 1}`;
        const common = {
          value: row,
          maxLength,
          placeholder: label,
          onChange: (event: { target: { value: string } }) => set(index, event.target.value),
        };
        return (
          <Field
            key={index}
            label={label}
            labelClassName="visually-hidden"
            id={`${id}-${index}`}
            className={styles.row}
            unstyled
            after={
              rows.length > 1 && (
                <button type="button" className={styles.removeRow} onClick={() => remove(index)} aria-label={`Remove ${lower} ${index + 1}`}>
                  ×
                </button>
              )
            }
          >
            {(control) =>
              multiline ? (
                <textarea {...control} {...common} ref={(node) => void (fields.current[index] = node)} rows={4} />
              ) : (
                <input {...control} {...common} ref={(node) => void (fields.current[index] = node)} type="text" />
              )
            }
          </Field>
        );
      })}
      <button type="button" className={styles.addRow} onClick={add} disabled={rows.length >= maxRows}>
        + Add {lower}
      </button>
    </fieldset>
  );
}
