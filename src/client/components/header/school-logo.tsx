import { IMAGE_WIDTHS } from '../../../shared/constants';
import { imageVariantUrl } from '../../../shared/images';
import { useSiteSettings } from '../../lib/use-site-settings';
import { LogoMark } from '../icons/icons';

/**
 * The school's uploaded logo, or the built-in mark when there is none. Decorative: it always stands
 * beside the school's name, which names the link or heading.
 */
export function SchoolLogo({
  size = 44,
  className,
  withMark = true,
}: {
  size?: number;
  className?: string;
  /** Without a logo, show the built-in mark (false: nothing, where the mark is already on the page). */
  withMark?: boolean;
}) {
  const { logo } = useSiteSettings();
  if (!logo) return withMark ? <LogoMark size={size} /> : null;
  return (
    <img
      className={`school-logo${className ? ` ${className}` : ''}`}
      src={imageVariantUrl(logo, IMAGE_WIDTHS[0])}
      alt=""
      width={size}
      height={size}
      decoding="async"
    />
  );
}
