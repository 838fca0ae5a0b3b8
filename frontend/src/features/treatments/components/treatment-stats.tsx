import { Counter } from '../../../components/ui/counter';
import { figures } from '../../../content/figures';
import { servicePage } from '../../../content/treatments/service-page';
import styles from './treatment-stats.module.css';

/** The clinic's four figures (25+ Certified, 125+ Customer, 50+ Services, 30+ Specialist as the site came): counted up once 30% visible. */
export function TreatmentStats() {
  const { stats } = servicePage;
  return (
    <section className={`section--deep ${styles.stats}`} aria-labelledby="treatment-stats-heading">
      <h2 id="treatment-stats-heading" className="visually-hidden">
        {stats.heading}
      </h2>
      <ul className={`container ${styles.list}`}>
        {figures.servicePages.map((item, index) => (
          <li key={index} className={styles.item}>
            <Counter to={item.value} durationMs={stats.durationMs} threshold={stats.threshold} suffix={stats.suffix} className={styles.value} />
            <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
