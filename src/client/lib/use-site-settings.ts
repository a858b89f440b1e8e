import { DEFAULT_SETTINGS } from '../../shared/content/default-settings';
import { ADMISSION_FORM_FEE_TEXT } from '../../shared/content/school-facts';
import type { PublicSiteSettings } from '../../shared/schemas/settings';
import { trpc } from './trpc';

/** Site settings; prefetched on the server for every page, so this never waits in practice. */
export function useSiteSettings(): PublicSiteSettings {
  const { data } = trpc.site.settings.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    data ?? { ...DEFAULT_SETTINGS, admissionYear: DEFAULT_SETTINGS.academicYear, admissionFee: ADMISSION_FORM_FEE_TEXT }
  );
}
