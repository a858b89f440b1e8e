import { CLI_ACTOR, SYSTEM_ACTOR } from '../audit';
import { formatDate } from '../format';

// The dashboard's sentences about who did what (docs/decisions/036-staff-accounts-and-roles.md), in one
// place so they can be translated.

/** How the log names someone: a username as it is, the server's own work and the command line in words. */
export function actorLabel(actor: string): string {
  if (actor === '' || actor === SYSTEM_ACTOR) return 'System';
  if (actor === CLI_ACTOR) return 'Command line';
  return actor;
}

/** 'Last changed by priya on 12 Jan 2026': under an opened item changed through the dashboard. */
export const lastChangedSentence = (change: { by: string; at: string }) =>
  `Last changed by ${actorLabel(change.by)} on ${formatDate(change.at)}`;

/** The Audit log's filter by person. */
export const PERSON_FILTER_LABEL = 'Person';
export const PERSON_FILTER_ALL = 'Everyone';
export const noEntriesBy = (actor: string) => `No entries by ${actorLabel(actor)}.`;

/** Above a section an Admissions user may read but not change (site content). */
export const READ_ONLY_SECTION = 'You can read this section; only Editors and Owners change it.';
