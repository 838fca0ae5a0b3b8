import { BUILT_IN_DOCTOR_PHOTO } from '../../../content/doctor';
import { isUploadedImage } from '../../../content/site-image';
import { contentPaths, type DoctorFacts } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError } from './content-fields';
import { TextField } from '../../../components/ui/form/field';
import { ListRowsField } from './list-rows-field';
import { PhotoField } from './photo-field';
import styles from './site-content.module.css';

/** The lead doctor: the /about profile, and their name and title wherever the site names them. */
export function DoctorForm() {
  const state = useContentItem<DoctorFacts>(contentPaths.doctor);
  const { setDraft, fields } = state;
  return (
    <ContentItemForm
      state={state}
      heading="Lead doctor’s profile"
      hint="The first profile on the About page; the name and title also stand on the home page and on treatment pages that name the doctor. The clinic’s other doctors are under Other doctors."
      loading="Loading the doctor’s profile…"
    >
      {(draft) => {
        const text = (key: 'name' | 'qualifications' | 'title' | 'registration', max: number) => ({
          value: draft[key],
          maxLength: max,
          onChange: (value: string) => setDraft((doctor) => ({ ...doctor, [key]: value })),
          error: fields[key],
        });
        return (
          <>
            <fieldset className={styles.group}>
              <legend>Doctor</legend>
              <TextField label="Name" {...text('name', 80)} />
              <TextField label="Qualifications" hint="As printed under the name, e.g. MBBS, MD (Dermatology)" {...text('qualifications', 160)} />
              <TextField label="Title" {...text('title', 80)} />
              <TextField label="Registration" hint="Medical council registration number" {...text('registration', 80)} />
              <PhotoField
                label="Portrait"
                hint="On the About page and the home page, upright (4 : 5)."
                image={draft.photo ?? BUILT_IN_DOCTOR_PHOTO}
                onChange={(photo) => setDraft((doctor) => ({ ...doctor, photo: photo ?? BUILT_IN_DOCTOR_PHOTO }))}
                choices={[{ value: BUILT_IN_DOCTOR_PHOTO, label: 'The site’s portrait', artwork: BUILT_IN_DOCTOR_PHOTO }]}
                error={fields.photo}
              />
              {isUploadedImage(draft.photo) && (
                <TextField
                  label="Description of the portrait"
                  hint="What the photo shows, for patients who cannot see it, e.g. ‘Dr. Meera Kulkarni in her consulting room’. The site’s own portrait has its own."
                  maxLength={160}
                  value={draft.photoAlt ?? ''}
                  onChange={(photoAlt) => setDraft((doctor) => ({ ...doctor, photoAlt }))}
                  error={fields.photoAlt}
                />
              )}
            </fieldset>
            <ListRowsField legend="Profile" rowName="Paragraph" multiline rows={draft.bio} onChange={(bio) => setDraft((doctor) => ({ ...doctor, bio }))} maxRows={4} maxLength={1200} />
            <GroupError error={fields.bio} />
            <ListRowsField
              legend="Areas of expertise"
              rowName="Area"
              rows={draft.expertise}
              onChange={(expertise) => setDraft((doctor) => ({ ...doctor, expertise }))}
              maxRows={12}
              maxLength={120}
            />
            <GroupError error={fields.expertise} />
          </>
        );
      }}
    </ContentItemForm>
  );
}
