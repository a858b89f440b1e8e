// First: zod must be configured before any schema below is created.
import '../zod-config';
import { z } from 'zod';
import { HEARD_FROM, type HeardFrom } from '../admissions';
import { REFERRER_HOST_MAX_CHARS, UTM_MAX_CHARS, VISIT_PATH_MAX_CHARS } from '../content/visits';

// Where a family came from, sent with an enquiry or application: the utm values and the referring
// site's host of the first page of the visit, that page's path, and the optional "How did you hear
// about us?". Hidden fields a parent never types, so a bad value is dropped (stored as ''), never a
// message and never a refusal of the parent.

export { SOURCE_FIELDS, type SourceField } from '../admissions';

const CONTROL = /\p{Cc}/u;
const HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/;

/** A utm value as kept: trimmed, lower-case; '' when absent, too long or holding control characters. */
export function cleanUtmValue(value: unknown): string {
  if (typeof value !== 'string' || CONTROL.test(value)) return '';
  const v = value.trim().toLowerCase();
  return v.length <= UTM_MAX_CHARS ? v : '';
}

/** A host name alone (never an address): '' unless it is one. */
export function cleanHost(value: unknown): string {
  if (typeof value !== 'string') return '';
  const v = value.trim().toLowerCase();
  return v.length <= REFERRER_HOST_MAX_CHARS && HOST_PATTERN.test(v) ? v : '';
}

/** A path of this site without its query: '' unless it is one. */
export function cleanPath(value: unknown): string {
  if (typeof value !== 'string') return '';
  const v = value.trim();
  return v.length <= VISIT_PATH_MAX_CHARS && PATH_PATTERN.test(v) ? v : '';
}

const HEARD_FROM_VALUES: readonly string[] = HEARD_FROM.map((h) => h.value);
export function cleanHeardFrom(value: unknown): HeardFrom | '' {
  return typeof value === 'string' && HEARD_FROM_VALUES.includes(value) ? (value as HeardFrom) : '';
}

/** A field that takes any string (or none) and keeps only what `clean` accepts. */
const kept = <T extends string>(clean: (v: unknown) => T) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => clean(v));

export const SourceFieldsSchema = z.object({
  utmSource: kept(cleanUtmValue),
  utmMedium: kept(cleanUtmValue),
  utmCampaign: kept(cleanUtmValue),
  referrerHost: kept(cleanHost),
  landingPath: kept(cleanPath),
  heardFrom: kept(cleanHeardFrom),
});
export type SourceFields = z.output<typeof SourceFieldsSchema>;
export const NO_SOURCE: SourceFields = {
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  referrerHost: '',
  landingPath: '',
  heardFrom: '',
};

/** Loose source values, as any caller may pass them (the command line and seeds skip the forms' schema). */
export type SourceValues = Partial<Record<keyof SourceFields, string>>;

/**
 * Only the source's own fields of `input`, cleaned: a bad value is dropped, never stored. The same
 * cleaning as SourceFieldsSchema without a second zod parse: it runs for every enquiry stored.
 */
export function keptSource(input: SourceValues): SourceFields {
  return {
    utmSource: cleanUtmValue(input.utmSource),
    utmMedium: cleanUtmValue(input.utmMedium),
    utmCampaign: cleanUtmValue(input.utmCampaign),
    referrerHost: cleanHost(input.referrerHost),
    landingPath: cleanPath(input.landingPath),
    heardFrom: cleanHeardFrom(input.heardFrom),
  };
}
