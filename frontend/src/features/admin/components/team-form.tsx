import { isUploadedImage } from '../../../content/site-image';
import { MAX_TEAM_DOCTORS, type TeamDoctor } from '../../../content/team';
import { contentPaths, type TeamContent } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError } from './content-fields';
import { TextField } from '../../../components/ui/form/field';
import { ListRowsField } from './list-rows-field';
import { PhotoField } from './photo-field';
import styles from './site-content.module.css';
import { replaceAt } from '../item-edits';

const emptyDoctor = (): TeamDoctor => ({ name: '', qualifications: '', title: '', registration: '', bio: [''], expertise: [], photo: null, photoAlt: '' });

/** The clinic's doctors besides the lead doctor: the About page shows each after the lead doctor. */
export function TeamForm() {
  const state = useContentItem<TeamContent>(contentPaths.team);
  const { setDraft, fields } = state;
  return (
    <ContentItemForm
      state={state}
      heading="Other doctors"
      hint="Doctors who see patients at the clinic besides the lead doctor (whose profile is under Lead doctor). The About page shows each, in this order, after the lead doctor. Leave a field empty and the page leaves it out."
      loading="Loading the doctors…"
    >
      {(draft) => {
        const doctors = draft.doctors;
        const setDoctors = (next: TeamDoctor[]) => setDraft((current) => ({ ...current, doctors: next }));
        const set = (index: number, change: Partial<TeamDoctor>) => setDoctors(replaceAt(doctors, index, { ...doctors[index], ...change }));
        const move = (index: number, by: -1 | 1) => {
          const next = [...doctors];
          [next[index], next[index + by]] = [next[index + by], next[index]];
          setDoctors(next);
        };
        return (
          <>
            {doctors.length === 0 && <p className={styles.hint}>No other doctors: the About page shows the lead doctor only.</p>}
            {doctors.map((doctor, index) => {
              const at = `doctors.${index}`;
              const name = `Doctor ${index + 2}${doctor.name ? `: ${doctor.name}` : ''}`;
              const text = (key: 'name' | 'qualifications' | 'title' | 'registration', max: number) => ({
                value: doctor[key],
                maxLength: max,
                onChange: (value: string) => set(index, { [key]: value }),
                error: fields[`${at}.${key}`],
              });
              return (
                <fieldset key={index} className={styles.group} aria-label={name}>
                  <legend>{name}</legend>
                  <div className={styles.pair}>
                    <TextField label="Name" {...text('name', 80)} />
                    <TextField label="Title or speciality" hint="e.g. Consultant Homeopath" {...text('title', 80)} />
                    <TextField label="Qualifications" hint="As printed under the name; may be empty" {...text('qualifications', 160)} />
                    <TextField label="Registration" hint="Medical council registration number; may be empty" {...text('registration', 80)} />
                  </div>
                  <PhotoField
                    label="Photo"
                    hint="On the About page, upright (4 : 5). Without one, the profile is shown without a picture."
                    image={doctor.photo}
                    onChange={(photo) => set(index, { photo: photo && isUploadedImage(photo) ? photo : null })}
                    choices={[]}
                    noneLabel="No photo"
                    error={fields[`${at}.photo`]}
                  />
                  {isUploadedImage(doctor.photo) && (
                    <TextField
                      label="Description of the photo"
                      hint="What the photo shows, for patients who cannot see it, e.g. ‘Dr. Anil Deshpande at his desk in the clinic’."
                      maxLength={160}
                      value={doctor.photoAlt}
                      onChange={(photoAlt) => set(index, { photoAlt })}
                      error={fields[`${at}.photoAlt`]}
                    />
                  )}
                  <ListRowsField legend="Profile" rowName="Paragraph" multiline rows={doctor.bio} onChange={(bio) => set(index, { bio })} maxRows={4} maxLength={1200} />
                  <GroupError error={fields[`${at}.bio`]} />
                  <ListRowsField
                    legend="Areas of care"
                    hint="Shown as a ticked list; empty rows are left out."
                    rowName="Area"
                    rows={doctor.expertise}
                    onChange={(expertise) => set(index, { expertise })}
                    maxRows={12}
                    maxLength={120}
                  />
                  <GroupError error={fields[`${at}.expertise`]} />
                  <div className={styles.rowActions}>
                    <button type="button" className="btn btn-outline" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move ${name} up`}>
                      Move up
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => move(index, 1)} disabled={index === doctors.length - 1} aria-label={`Move ${name} down`}>
                      Move down
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setDoctors(doctors.filter((_, other) => other !== index))} aria-label={`Remove ${name}`}>
                      Remove
                    </button>
                  </div>
                </fieldset>
              );
            })}
            <button type="button" className={styles.add} onClick={() => setDoctors([...doctors, emptyDoctor()])} disabled={doctors.length >= MAX_TEAM_DOCTORS}>
              Add a doctor
            </button>
            <GroupError error={fields.doctors} />
          </>
        );
      }}
    </ContentItemForm>
  );
}
