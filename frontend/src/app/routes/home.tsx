import { Link } from 'react-router-dom';
import { clinic } from '../../content/clinic';
import { treatments } from '../../content/treatments/catalogue';
import { usePageMeta } from '../../lib/page-meta';

export default function HomePage() {
  usePageMeta({
    title: `${clinic.brandName}, ${clinic.city}: skin, hair and cosmetology`,
    description: `Dermatologist-led skin, hair and cosmetology treatments in ${clinic.city}. ${clinic.tagline}.`,
    path: '/',
  });
  return (
    <section className="container">
      <h1>{clinic.brandName}</h1>
      <p>{clinic.tagline}.</p>
      <ul>
        {treatments.slice(0, 6).map((treatment) => (
          <li key={treatment.id}>
            <Link to={`/service/${treatment.id}`}>{treatment.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
