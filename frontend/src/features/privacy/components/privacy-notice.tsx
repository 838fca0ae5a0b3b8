import { DataRequestForm } from '../../../components/enquiry-forms/data-request-form';
import type { PrivacyBlock, PrivacyPage } from '../../../content/privacy';
import styles from './privacy-notice.module.css';

function Block({ block, headingId }: { block: PrivacyBlock; headingId: string }) {
  if (block.kind === 'request-form') {
    return (
      <div className={styles.requestForm}>
        <DataRequestForm headingId={headingId} />
      </div>
    );
  }
  if (block.kind === 'list') {
    return (
      <ul className={styles.list}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p>{block.text}</p>;
}

/** The privacy notice: title, date of the last change, contents, and each section under its own anchor. */
export function PrivacyNotice({ notice }: { notice: PrivacyPage }) {
  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.header}>
        <span className="eyebrow">Your data</span>
        <h1 className={styles.title}>{notice.title}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={notice.lastUpdated.iso}>{notice.lastUpdated.display}</time>
        </p>
        {notice.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </header>
      <nav className={styles.toc} aria-labelledby="privacy-contents">
        <h2 id="privacy-contents" className={styles.tocHeading}>
          Contents
        </h2>
        <ol>
          {notice.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.sections}>
        {notice.sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} headingId={`${section.id}-heading`} />
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
