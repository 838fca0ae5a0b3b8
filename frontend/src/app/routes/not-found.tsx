import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/page-meta';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'The page you were looking for does not exist.', noindex: true });
  return (
    <section className="container" style={{ paddingBlock: '4rem' }}>
      <h1>Page not found</h1>
      <p>The page you were looking for has moved or does not exist.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
