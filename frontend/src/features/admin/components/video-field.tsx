import { ACCEPTED_VIDEO_TYPES, MAX_VIDEO_BYTES, videoMessages } from '@aura/contract';
import { isUploadedVideo, type GalleryVideo } from '../../../content/gallery';
import { uploadContentVideo } from '../api/site-content';
import { useFileUpload } from '../use-file-upload';
import { Field, InlineLabel } from '../../../components/ui/form/field';
import styles from './site-content.module.css';

/** A file's size as people say it: '12.5 MB', or '640 KB' for a small one. */
const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** What the form checks before sending a video (the server checks its bytes). */
function videoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ACCEPTED_VIDEO_TYPES.split(',').includes(file.type)) return videoMessages.invalid;
  if (file.size > MAX_VIDEO_BYTES) return videoMessages.tooLarge;
  return null;
}

interface VideoFieldProps {
  label: string;
  /** The video now: an upload, the address of the site's stock video, or '' for none yet. */
  video: GalleryVideo['url'];
  onChange: (video: GalleryVideo['url']) => void;
  hint?: string;
  /** Where a video is optional: takes the uploaded one away. */
  onRemove?: () => void;
  error?: string;
}

/** A video of the clinic's content: the one uploaded, or the stock video the site came with, and the way to upload another. */
export function VideoField({ label, video, onChange, hint = 'It loads only when a visitor plays it.', onRemove, error }: VideoFieldProps) {
  const { uploading, problem, upload } = useFileUpload(videoFileProblem, uploadContentVideo, (answer) => onChange(answer.video));
  const now = isUploadedVideo(video)
    ? `Uploaded video (${video.type === 'video/mp4' ? 'MP4' : 'WebM'}, ${fileSize(video.size)})`
    : video
      ? 'The site’s stock video (from Pexels, a stock-media site)'
      : 'No video yet';

  return (
    <Field label={label} className={styles.photo} error={problem ?? error} alertError hint={`${videoMessages.kinds} ${hint}`}>
      {(control) => (
        <div className={styles.photoRow}>
          <output {...control} className={styles.videoNow}>
            {now}
          </output>
          <InlineLabel className={styles.upload}>
            <span>{uploading ? 'Uploading…' : 'Upload a video'}</span>
            <input type="file" accept={ACCEPTED_VIDEO_TYPES} aria-label={`Upload a video: ${label}`} disabled={uploading} onChange={(event) => void upload(event)} />
          </InlineLabel>
          {onRemove && video && (
            <button type="button" className="btn btn-outline" onClick={onRemove}>
              Remove the video
            </button>
          )}
        </div>
      )}
    </Field>
  );
}

