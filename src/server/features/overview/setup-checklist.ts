import { openSetupItems, type SetupItem } from '../../../shared/setup-checklist';
import type { ServiceContext } from '../../context';
import { getSettings, schoolYears } from '../../platform/settings';
import { exampleRecords } from '../disclosure/service';

/**
 * What a new school must still replace or set up (docs/decisions/035-setup-checklist.md), read from
 * the stored settings, today's date and the year parents apply for, the disclosure's rows still
 * marked as examples and whether SMTP_URL is set.
 */
export function setupChecklist(svc: ServiceContext): { items: SetupItem[] } {
  const { today, admissionYear } = schoolYears(svc);
  return {
    items: openSetupItems({
      settings: getSettings(svc),
      today,
      admissionYear,
      disclosureExamples: exampleRecords(svc),
      mailConfigured: svc.mail.configured,
    }),
  };
}
