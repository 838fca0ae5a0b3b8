import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { DEFAULT_TREATMENT_ID, findTreatment } from '../../content/treatments';
import { ServiceNotFound } from '../../features/treatments/components/service-not-found';
import { TreatmentPage } from '../../features/treatments/components/treatment-page';
import { useTreatmentDetail } from '../../features/treatments/treatment-pages';

/** /service (the anti-ageing page) and /service/:id. */
export default function ServicePage() {
  const id = useParams().id ?? DEFAULT_TREATMENT_ID;
  const treatment = findTreatment(id);
  const detail = useTreatmentDetail(treatment && id);

  // Moving from one treatment to another (a related card) keeps this page mounted: start at the top.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    window.scrollTo({ top: 0 });
  }, [id]);

  if (!treatment || !detail) return <ServiceNotFound />;
  // Keyed by id, so the FAQ and counters start afresh on each treatment.
  return <TreatmentPage key={id} treatment={treatment} detail={detail} />;
}
