import type { Figure, SiteFigures } from '../../../content/figures';
import { contentPaths } from '../api/site-content';
import { useContentItem } from '../use-content-item';
import { ContentItemForm, GroupError, wholeNumber } from './content-fields';
import { TextField } from '../../../components/ui/form/field';
import styles from './site-content.module.css';
import { replaceAt } from '../item-edits';

interface FigureFieldsProps {
  /** Says where the figure stands, e.g. 'Treatment pages, figure 1'. */
  name: string;
  figure: Figure;
  onChange: (figure: Figure) => void;
  /** The server's messages, under `at` (e.g. 'servicePages.0'). */
  fields: Record<string, string>;
  at: string;
}

/** One figure: its number and its label, and how the page shows them. */
function FigureFields({ name, figure, onChange, fields, at }: FigureFieldsProps) {
  return (
    <fieldset className={styles.group} aria-label={name}>
      <legend>{name}</legend>
      <div className={styles.pair}>
        <TextField
          label="Number"
          hint="A whole number; the page adds the +"
          inputMode="numeric"
          value={Number.isFinite(figure.value) ? String(figure.value) : ''}
          onChange={(value) => onChange({ ...figure, value: wholeNumber(value) })}
          error={fields[`${at}.value`]}
        />
        <TextField label="Label" maxLength={40} value={figure.label} onChange={(label) => onChange({ ...figure, label })} error={fields[`${at}.label`]} />
      </div>
      <p className={styles.hint}>{`The page shows: ${Number.isFinite(figure.value) ? figure.value : '…'}+ ${figure.label}`}</p>
    </fieldset>
  );
}

/** Every figure and counter the site shows, grouped by where it stands. */
export function FiguresForm() {
  const state = useContentItem<SiteFigures>(contentPaths.figures);
  const { setDraft, fields } = state;
  return (
    <ContentItemForm
      state={state}
      heading="Figures and counters"
      hint="The numbers the site counts up to, each with its label. Give the clinic’s real figures: each page shows exactly the number typed here, with a +."
      loading="Loading the figures…"
    >
      {(draft) => {
        const setList = (key: 'servicePages' | 'wellness', index: number, figure: Figure) =>
          setDraft((current) => ({ ...current, [key]: replaceAt(current[key], index, figure) }));
        return (
          <>
            <fieldset className={styles.group}>
              <legend>Home page, About Us section</legend>
              <p className={styles.hint}>The two counters beside ‘Welcome to the clinic’. The first is also the lead doctor’s ‘years of experience’ on the About page.</p>
              <FigureFields
                name="Home page, first counter"
                figure={draft.aboutTeaser.years}
                onChange={(years) => setDraft((current) => ({ ...current, aboutTeaser: { ...current.aboutTeaser, years } }))}
                fields={fields}
                at="aboutTeaser.years"
              />
              <FigureFields
                name="Home page, second counter"
                figure={draft.aboutTeaser.clients}
                onChange={(clients) => setDraft((current) => ({ ...current, aboutTeaser: { ...current.aboutTeaser, clients } }))}
                fields={fields}
                at="aboutTeaser.clients"
              />
            </fieldset>
            <fieldset className={styles.group}>
              <legend>Experience band</legend>
              <p className={styles.hint}>The large figure near the end of the About page and of the home page, shown ‘20 +’.</p>
              <FigureFields name="Experience band" figure={draft.experience} onChange={(experience) => setDraft((current) => ({ ...current, experience }))} fields={fields} at="experience" />
            </fieldset>
            <fieldset className={styles.group}>
              <legend>Treatment pages</legend>
              <p className={styles.hint}>The strip of four figures on every treatment page, left to right.</p>
              {draft.servicePages.map((figure, index) => (
                <FigureFields
                  key={index}
                  name={`Treatment pages, figure ${index + 1}`}
                  figure={figure}
                  onChange={(next) => setList('servicePages', index, next)}
                  fields={fields}
                  at={`servicePages.${index}`}
                />
              ))}
              <GroupError error={fields.servicePages} />
            </fieldset>
            <fieldset className={styles.group}>
              <legend>Wellness page</legend>
              <p className={styles.hint}>The two counters on the Wellness page.</p>
              {draft.wellness.map((figure, index) => (
                <FigureFields
                  key={index}
                  name={`Wellness page, counter ${index + 1}`}
                  figure={figure}
                  onChange={(next) => setList('wellness', index, next)}
                  fields={fields}
                  at={`wellness.${index}`}
                />
              ))}
              <GroupError error={fields.wellness} />
            </fieldset>
          </>
        );
      }}
    </ContentItemForm>
  );
}
