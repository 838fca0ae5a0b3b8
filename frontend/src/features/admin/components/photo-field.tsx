import { artwork } from '../../../content/artwork';
import { isUploadedImage, MEDIA_PATH, renditionsOf, type SiteImage, type UploadedImage } from '../../../content/site-image';
import { ACCEPTED_IMAGE_TYPES, imageMessages } from '@aura/contract';
import { imageFileProblem } from '../article-form';
import { uploadContentImage } from '../api/site-content';
import { useFileUpload } from '../use-file-upload';
import styles from './site-content.module.css';
import { Field, InlineLabel } from '../../../components/ui/form/field';

const UPLOADED = 'uploaded';

interface PhotoFieldProps {
  label: string;
  /** The picture now: an artwork name of `choices`, an uploaded photo, or null ('none', where allowed). */
  image: SiteImage | null;
  onChange: (image: SiteImage | null) => void;
  /** The site's own pictures to choose from: the value stored, and what the list says. */
  choices: Array<{ value: string; label: string; artwork: string }>;
  /** When no picture is a choice: what the list says for it, and the artwork the site shows then. */
  noneLabel?: string;
  noneArtwork?: string;
  hint?: string;
  /** The server's message for this field. */
  error?: string;
}

/** The smallest rendition to show as a thumbnail. */
function thumbnailOf(image: SiteImage, artworkName: string | undefined): string | undefined {
  if (isUploadedImage(image)) return `${MEDIA_PATH}${renditionsOf(image)[0].key}`;
  const art = artworkName ? artwork[artworkName] : undefined;
  return art && `/images/${artworkName}-${Math.min(...art.widths)}.webp`;
}

/**
 * A picture of the clinic's content: one of the site's own, or a photo the admin uploads (checked
 * here for type and size, then decoded and stored by the API as for articles), with a thumbnail.
 */
export function PhotoField({ label, image, onChange, choices, noneLabel, noneArtwork, hint, error }: PhotoFieldProps) {
  const { uploading, problem, upload } = useFileUpload(imageFileProblem, uploadContentImage, (answer) => onChange(answer.image));
  const uploaded: UploadedImage | null = isUploadedImage(image) ? image : null;
  const selected = typeof image === 'string' ? image : uploaded ? UPLOADED : '';
  const thumbnail =
    image === null
      ? noneArtwork && thumbnailOf(noneArtwork, noneArtwork)
      : thumbnailOf(image, choices.find((choice) => choice.value === image)?.artwork);
  const message = problem ?? error;

  return (
    <Field
      label={label}
      className={styles.photo}
      error={message}
      alertError
      hint={`${hint ? `${hint} ` : ''}${imageMessages.kinds} The site shows it at the sizes each page needs.`}
    >
      {(control) => (
        <div className={styles.photoRow}>
          {thumbnail ? <img className={styles.thumbnail} src={thumbnail} alt="" width={120} height={90} /> : <span className={styles.thumbnail} aria-hidden="true" />}
          <div className={styles.photoControls}>
            <select
              {...control}
              value={selected}
              onChange={(event) => {
                const value = event.target.value;
                if (value !== UPLOADED) onChange(value === '' ? null : value);
              }}
            >
              {noneLabel !== undefined && <option value="">{noneLabel}</option>}
              {uploaded && <option value={UPLOADED}>Uploaded photo ({uploaded.width} × {uploaded.height})</option>}
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <InlineLabel className={styles.upload}>
              <span>{uploading ? 'Uploading…' : 'Upload a photo'}</span>
              <input type="file" accept={ACCEPTED_IMAGE_TYPES} aria-label={`Upload a photo: ${label}`} disabled={uploading} onChange={(event) => void upload(event)} />
            </InlineLabel>
          </div>
        </div>
      )}
    </Field>
  );
}
