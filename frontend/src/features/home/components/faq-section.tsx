import { Accordion } from '../../../components/ui/accordion';
import { homeFaq } from '../../../content/faq';
import { SectionHeading } from './section-heading';

/** The five-question FAQ: one answer open at a time, the first open at the start. */
export function FaqSection() {
  return (
    <section className="section section--later" aria-labelledby="home-faq">
      <div className="container" style={{ maxWidth: '52rem' }}>
        <SectionHeading copy={homeFaq} id="home-faq" />
        <Accordion items={homeFaq.items} />
      </div>
    </section>
  );
}
