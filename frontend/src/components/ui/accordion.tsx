import { useId, useState } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  question: string;
  answer: string;
}

/** FAQ list: one answer open at a time, the first open at the start; clicking the open one closes it. */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <div className={`${styles.accordion} ${className ?? ''}`}>
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question} className={styles.item} data-open={expanded}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                id={`${id}-trigger-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={`${id}-panel-${index}`}
              role="region"
              aria-labelledby={`${id}-trigger-${index}`}
              className={styles.panel}
              hidden={!expanded}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
