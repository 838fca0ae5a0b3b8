import { clinic } from '../../content/clinic';
import { socialIcons } from './icons';

/** The clinic's four social profiles as icon links, each named for screen readers. */
export function SocialLinks({ className, iconSize = 18 }: { className?: string; iconSize?: number }) {
  return (
    <ul className={className}>
      {clinic.social.map((link) => {
        const Icon = socialIcons[link.network];
        return (
          <li key={link.network}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.ariaLabel}>
              <Icon size={iconSize} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
