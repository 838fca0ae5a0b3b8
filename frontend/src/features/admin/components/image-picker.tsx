import { useRef, type ChangeEvent } from 'react';
import { Field } from '../../../components/ui/form/field';
import { ACCEPTED_IMAGE_TYPES, imageMessages } from '@aura/contract';
import { imageFileProblem, readImagePreview } from '../article-form';
import styles from './article-editor.module.css';

/** An image chosen in the form: the file to upload, its preview, whether it is still being read, and what went wrong. */
export interface ImageChoice {
  file: File | null;
  preview: string | null;
  loading: boolean;
  error: string | null;
}

export const NO_IMAGE: ImageChoice = { file: null, preview: null, loading: false, error: null };

interface ImagePickerProps {
  label: string;
  /** The image the article has now (when editing): kept unless another file is chosen. */
  current: string | null;
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
}

/** Choose an image: checked (type, 5 MB), read for a preview with a loading flag, removable with ×. */
export function ImagePicker({ label, current, choice, onChange }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  // The latest file chosen wins, even if an earlier one finishes reading later.
  const latest = useRef(0);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      onChange({ ...choice, loading: false, error: problem });
      return;
    }
    const attempt = ++latest.current;
    onChange({ file: null, preview: null, loading: true, error: null });
    try {
      const preview = await readImagePreview(file);
      if (attempt === latest.current) onChange({ file, preview, loading: false, error: null });
    } catch {
      if (attempt === latest.current) onChange({ file: null, preview: null, loading: false, error: imageMessages.readError });
    }
  };

  const remove = () => {
    latest.current += 1;
    onChange(NO_IMAGE);
    input.current?.focus();
  };

  const lowerLabel = label.toLowerCase();
  return (
    <Field
      label={label}
      className={styles.imageField}
      error={choice.error}
      alertError
      hint={`${imageMessages.kinds}${current ? ' The current image stays unless you choose another.' : ''}`}
      after={
        <>
          {choice.loading && (
            <p className={styles.reading} role="status">
              Reading image…
            </p>
          )}
          {choice.preview ? (
            <div className={styles.preview}>
              <img src={choice.preview} alt={`Preview of the new ${lowerLabel}`} />
              <button type="button" className={styles.remove} onClick={remove} aria-label={`Remove ${lowerLabel}`}>
                ×
              </button>
            </div>
          ) : (
            current &&
            !choice.loading && (
              <div className={styles.preview}>
                <img src={current} alt={`Current ${lowerLabel}`} />
                <span className={styles.badge}>Current</span>
              </div>
            )
          )}
        </>
      }
    >
      {(control) => <input {...control} ref={input} type="file" accept={ACCEPTED_IMAGE_TYPES} onChange={choose} />}
    </Field>
  );
}
