import { useState, type ChangeEvent } from 'react';
import type { Outcome } from './api/site-content';

/**
 * The upload of the file the admin picks in a file input: checked here first (its type and size),
 * then sent; busy while it goes, with the check's or the server's message until the next try.
 */
export function useFileUpload<T>(check: (file: File) => string | null, send: (file: File) => Promise<Outcome<T>>, onUploaded: (answer: T) => void) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = check(file);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const outcome = await send(file);
      if (outcome.ok) onUploaded(outcome);
      else setProblem(outcome.message);
    } finally {
      setUploading(false);
    }
  };

  return { uploading, problem, upload };
}
