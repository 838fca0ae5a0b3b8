import type { SectionHeading as SectionHeadingCopy } from '../../../content/home';

/** Eyebrow, heading and intro of a home section, centred. */
export function SectionHeading({ copy, id, align = 'center' }: { copy: SectionHeadingCopy; id?: string; align?: 'center' | 'start' }) {
  return (
    <div className="section-head" style={align === 'start' ? { marginInline: 0, textAlign: 'start' } : undefined}>
      {copy.eyebrow && <span className="eyebrow">{copy.eyebrow}</span>}
      <h2 id={id} style={{ margin: 0 }}>
        {copy.heading}
      </h2>
      {copy.text && <p>{copy.text}</p>}
    </div>
  );
}
