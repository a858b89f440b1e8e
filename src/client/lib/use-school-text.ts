import { useCallback } from 'react';
import { fillSchoolText } from '../../shared/paths';
import { useSiteSettings } from './use-site-settings';

/**
 * Fills {school}, {short}, {tagline} and {year} in a page text (paths.ts) from the site settings, which
 * every page has prefetched: the school's name is never written into a component.
 */
export function useSchoolText(): (text: string) => string {
  const { schoolName, shortName, tagline, academicYear } = useSiteSettings();
  return useCallback(
    (text: string) => fillSchoolText(text, { schoolName, shortName, tagline, academicYear }),
    [schoolName, shortName, tagline, academicYear],
  );
}
