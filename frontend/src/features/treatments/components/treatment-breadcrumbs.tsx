import { Link } from 'react-router-dom';
import { categoryLabels } from '../../../content/treatments';
import { servicePage } from '../../../content/treatments/service-page';
import type { TreatmentSummary } from '../../../content/types';
import styles from './treatment-breadcrumbs.module.css';

/** Home › Skin › Facials › HydraFacial. The category and sub-group have no page, so they are plain text. */
export function TreatmentBreadcrumbs({ treatment }: { treatment: TreatmentSummary }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to="/">{servicePage.breadcrumbHome}</Link>
        </li>
        <li>{categoryLabels[treatment.category]}</li>
        <li>{treatment.group}</li>
        <li aria-current="page">{treatment.title}</li>
      </ol>
    </nav>
  );
}
