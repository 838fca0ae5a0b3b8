import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { treatmentPath, type MenuGroup } from '../../content/treatments';

interface TreatmentLinksProps {
  group: MenuGroup;
  id: string;
  className: string;
  linkClassName: string;
  hidden: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLUListElement>) => void;
}

/** One group of the treatment menu as links to the treatments' pages: the same in the desktop and the phone menu. */
export function TreatmentLinks({ group, id, className, linkClassName, hidden, onKeyDown }: TreatmentLinksProps) {
  return (
    <ul id={id} className={className} hidden={hidden} onKeyDown={onKeyDown}>
      {group.treatments.map((treatment) => (
        <li key={treatment.id}>
          <NavLink to={treatmentPath(treatment.id)} className={linkClassName}>
            {treatment.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
