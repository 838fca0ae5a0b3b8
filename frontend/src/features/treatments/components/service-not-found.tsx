import { Link } from 'react-router-dom';
import { servicePage } from '../../../content/treatments/service-page';
import { usePageMeta } from '../../../components/page-meta';

/** /service/<id> with an id the catalogue does not have. */
export function ServiceNotFound() {
  const copy = servicePage.notFound;
  usePageMeta({ title: copy.heading, description: copy.text, noindex: true });
  return (
    <section className="section">
      <div className="container">
        <h1>{copy.heading}</h1>
        <p>{copy.text}</p>
        <p>
          <Link to="/" className="btn btn-primary">
            {copy.linkLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
