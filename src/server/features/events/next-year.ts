import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { moveEventByYears } from '../../../shared/calendar-years';
import {
  ACADEMIC_YEAR_SETTING_INVALID,
  academicYearDays,
  academicYearLabel,
  academicYearStart,
  LUNAR_DATE_TO_CHECK,
  textOfNextYear,
  YEARLY_EVENT_CATEGORIES,
  yearAlreadyStarted,
} from '../../../shared/content/academic-year';
import { newEventUid } from '../../content/event-type';
import { contentServices } from '../../content/index';
import type { ServiceContext } from '../../context';
import { events, feeItems, feeStructures } from '../../db/schema';
import { write } from '../../db/write';
import { ConflictError, InvalidFieldError } from '../../lib/errors';
import { readSettings } from '../../platform/settings';

// "Start the next academic year" (docs/decisions/031-academic-year.md): the year of the
// academic-year setting is copied to the next, as the office's to review. Its recurring events become
// drafts (new uids, shown nowhere until published); its fee structure and fee heads are copied under
// the next year, which the public fee pages show only once the setting names it. Nothing visitors
// see changes.

export interface NextYearCopy {
  /** The year copied from, and to ('2026-27', '2027-28'). */
  from: string;
  year: string;
  /** How many events were copied as drafts. */
  events: number;
  /** Whether the fee structure was copied (not when the next year already has one). */
  feeStructure: boolean;
  /** How many fee heads were copied. */
  feeItems: number;
}

const eventKey = (e: { category: string; title: string }) => `${e.category}\u0000${e.title.trim().toLowerCase()}`;

/**
 * Copies the current academic year's published exams, fee dates, parent-teacher meetings and holidays
 * to the next year as drafts, and its fee structure and heads to the next year. Run again, it copies
 * only what the next year lacks (an event of the same category and title already in it, a fee
 * structure of that year), and refuses when nothing is left, so nothing is ever doubled.
 */
export function startNextAcademicYear(svc: ServiceContext): NextYearCopy {
  const settings = readSettings(svc.db);
  const from = settings.academicYear;
  const startYear = academicYearStart(from);
  if (startYear === null) throw new InvalidFieldError('academicYear', ACADEMIC_YEAR_SETTING_INVALID);
  const year = academicYearLabel(startYear + 1);
  // The year's days by the school's start month, as the calendar, fees and report read them (decision 044).
  const current = academicYearDays(startYear, settings);
  const next = academicYearDays(startYear + 1, settings);

  return write(svc.db, (tx) => {
    // Published events only: a draft of this year is work the office has not settled.
    const source = tx
      .select()
      .from(events)
      .where(
        and(
          eq(events.draft, false),
          inArray(events.category, [...YEARLY_EVENT_CATEGORIES]),
          gte(events.startDate, current.from),
          lte(events.startDate, current.to),
        ),
      )
      .orderBy(asc(events.startDate), asc(events.id))
      .all();
    const inNextYear = new Set(
      tx
        .select({ category: events.category, title: events.title })
        .from(events)
        .where(and(gte(events.startDate, next.from), lte(events.startDate, next.to)))
        .all()
        .map(eventKey),
    );
    const copies = source
      .filter((e) => !inNextYear.has(eventKey(e)))
      .map(({ id: _id, uid: _uid, createdAt: _c, updatedAt: _u, ...fields }) => ({
        ...moveEventByYears(fields, 1, LUNAR_DATE_TO_CHECK),
        uid: newEventUid(),
        draft: true,
      }));

    const structure = tx.select().from(feeStructures).where(eq(feeStructures.academicYear, from)).get();
    const hasNextStructure = Boolean(
      tx.select({ id: feeStructures.id }).from(feeStructures).where(eq(feeStructures.academicYear, year)).get(),
    );
    const heads = tx.select().from(feeItems).where(eq(feeItems.academicYear, from)).all();
    const hasNextHeads = Boolean(
      tx.select({ id: feeItems.id }).from(feeItems).where(eq(feeItems.academicYear, year)).get(),
    );
    const copyStructure = Boolean(structure) && !hasNextStructure;
    const copyHeads = hasNextHeads ? [] : heads;

    if (copies.length === 0 && !copyStructure && copyHeads.length === 0)
      throw new ConflictError(yearAlreadyStarted(year));

    if (copies.length > 0) tx.insert(events).values(copies).run();
    // The texts that name this year name the next one ('10 October 2026' → '10 October 2027').
    const moved = (text: string) => textOfNextYear(text, startYear);
    if (structure && copyStructure) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = structure;
      // The new year's structure is approved anew.
      tx.insert(feeStructures)
        .values({
          ...fields,
          academicYear: year,
          approvedOn: '',
          paymentMethods: moved(fields.paymentMethods),
          refusedPayment: moved(fields.refusedPayment),
          paymentRules: moved(fields.paymentRules),
          withdrawalRules: moved(fields.withdrawalRules),
          policies: moved(fields.policies),
          confirmation: moved(fields.confirmation),
          note: moved(fields.note),
        })
        .run();
    }
    if (copyHeads.length > 0)
      tx.insert(feeItems)
        .values(
          copyHeads.map(({ id: _id, createdAt: _c, updatedAt: _u, ...fields }) => ({
            ...fields,
            academicYear: year,
            name: moved(fields.name),
            amountNote: moved(fields.amountNote),
            due: moved(fields.due),
          })),
        )
        .run();
    // Search knows the copies as it knows every item (they are drafts, or of a year not yet shown).
    for (const service of [contentServices.events, contentServices.feeStructures, contentServices.feeItems])
      service.reindexAll(svc);
    return { from, year, events: copies.length, feeStructure: copyStructure, feeItems: copyHeads.length };
  });
}
