import { eq } from 'drizzle-orm';
import ical, { ICalAttendeeRole, ICalCalendarMethod } from 'ical-generator';
import { dayMonthYear, timeOfDay } from '../../../shared/calendar';
import type { CANDIDATE_STAGE_LABELS } from '../../../shared/careers';
import type { ScheduleKind } from '../../../shared/content/careers-words';
import type { LanguageCode } from '../../../shared/paths';
import type { ScheduleInput } from '../../../shared/schemas/careers-shortlist';
import { zonedToInstant, zoneOffsetMinutes } from '../../../shared/time-zone';
import { type CareersMailWords, careersMailWordsFor } from '../../../shared/words/careers-mail';
import { fill } from '../../../shared/words/fill';
import { PAGE_CATALOGUES } from '../../../shared/words/pages';
import type { ServiceContext } from '../../context';
import { candidateEvents, candidates } from '../../db/schema';
import { write } from '../../db/write';
import { queueMail } from '../../platform/mail/outbox';
import type { MadeAttachment } from '../../platform/mail/sender';
import { getSettings } from '../../platform/settings';
import { moveStage, readCandidate, recordCandidateEvent, stageForMeeting } from './shortlist';

// An interview or a demo lesson (docs/decisions/053-careers.md): scheduling it moves the candidate to
// that stage when theirs is earlier, writes a timeline entry with the meeting's day, time and place,
// and queues the invitation in the same transaction. The outbox holds the mail's text and, for its
// calendar file, only the timeline entry's id: the sender makes the .ics at delivery
// (Feature.mailAttachments), so an erased candidate's invitation is withdrawn rather than sent.
// The invitation and its calendar entry speak the candidate's language (the page they applied from:
// src/shared/words/careers-mail/).

/** The attachment purpose of an invitation: its id is the 'schedule' timeline entry's. */
export const INVITATION_PURPOSE = 'careers-invitation';

interface Meeting {
  kind: ScheduleKind;
  date: string;
  time: string;
  minutes: number;
  place: string;
  timeZone: string;
}

/**
 * The meeting's day and time: in English '10 December 2026, 10:30 am' in the school's time zone (as
 * the invitation always said); in another language its month's name and its words for the half of
 * the day, with Latin digits, as the public pages write dates ('10 डिसेंबर 2026, 10:30 म.पू.').
 */
function meetingWhen(m: Meeting, lang: LanguageCode, words: CareersMailWords): string {
  if (lang === 'en') return whenText(startOf(m), m.timeZone);
  const dates = PAGE_CATALOGUES[lang].dates;
  return fill(words.when, { date: dayMonthYear(m.date, dates), time: timeOfDay(m.time, dates) });
}

/** '10 December 2026, 10:30 am' in the school's time zone. */
function whenText(start: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    start,
  );
  const time = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone })
    .format(start)
    .toLowerCase();
  return `${day}, ${time}`;
}

const startOf = (m: Meeting) => zonedToInstant(`${m.date}T${m.time}`, m.timeZone);

/** The wall clock ('2026-12-10T10:30:00') `minutes` after the meeting's start, in its zone. */
function wallClockAfter(m: Meeting, minutes: number): string {
  const at = new Date(startOf(m).getTime() + minutes * 60_000);
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, m.timeZone) * 60_000);
  return local.toISOString().slice(0, 19);
}

/** +0530 for 330 minutes. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The zone's definition at the meeting's offset: Indian Standard Time has had one offset since 1945,
 * so one STANDARD part describes it (a zone with summer time would need its rules).
 */
function vtimezone(name: string, offsetMinutes: number): string {
  const offset = offsetText(offsetMinutes);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${name}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** The calendar file of one scheduled meeting: a VEVENT in the school's zone, METHOD:REQUEST. */
export function invitationIcs(input: {
  uid: string;
  meeting: Meeting;
  summary: string;
  stamp: Date;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** The language of the summary, named in the PRODID ('EN', 'MR'). */
  lang?: LanguageCode;
}): string {
  const { meeting } = input;
  const calendar = ical({
    prodId: { company: 'school-website', product: 'careers', language: (input.lang ?? 'en').toUpperCase() },
    method: ICalCalendarMethod.REQUEST,
  });
  // The zone named on each event only (no calendar-wide zone): DTSTAMP stays in UTC, as RFC 5545 asks.
  calendar.timezone({
    name: null,
    generator: (tz) => vtimezone(tz, zoneOffsetMinutes(startOf(meeting), tz)),
  });
  calendar.createEvent({
    id: input.uid,
    // Wall-clock strings in the zone: ical-generator writes them as they are, with TZID.
    start: `${meeting.date}T${meeting.time}:00`,
    end: wallClockAfter(meeting, meeting.minutes),
    timezone: meeting.timeZone,
    stamp: input.stamp,
    summary: input.summary,
    location: meeting.place,
    ...(input.organizer.email ? { organizer: input.organizer } : {}),
    attendees: [{ ...input.attendee, rsvp: true, role: ICalAttendeeRole.REQ }],
  });
  return calendar.toString();
}

/** The address in a From line ('Website <website@school.example>' → website@school.example). */
const addressOf = (from: string) => /<([^<>]+)>/.exec(from)?.[1] ?? from.trim();

/** The .ics of the 'schedule' timeline entry `eventId`, made at delivery; null once the candidate is gone. */
export async function invitationFile(svc: ServiceContext, eventId: number): Promise<MadeAttachment | null> {
  const event = svc.db.select().from(candidateEvents).where(eq(candidateEvents.id, eventId)).get();
  if (event?.type !== 'schedule') return null;
  const candidate = svc.db.select().from(candidates).where(eq(candidates.id, event.candidateId)).get();
  if (!candidate) return null;
  const meeting = JSON.parse(event.detail) as Meeting;
  const settings = getSettings(svc);
  const { lang, words } = careersMailWordsFor(candidate.language);
  const host = new URL(svc.config.siteUrl).hostname;
  const text = invitationIcs({
    // Stable: the same meeting mailed again is the same calendar entry.
    uid: `candidate-meeting-${event.id}@${host}`,
    meeting,
    summary: fill(words.summary, {
      kind: words.kinds[meeting.kind].title,
      schoolName: settings.schoolName,
      reference: candidate.reference,
    }),
    stamp: event.at,
    organizer: { name: settings.schoolName, email: settings.email || addressOf(svc.config.mailFrom) },
    attendee: { name: candidate.name, email: candidate.email },
    lang,
  });
  return {
    filename: words.filename,
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    content: Buffer.from(text, 'utf8'),
  };
}

/**
 * Schedules an interview or a demo lesson: the stage (when earlier), the timeline entry and the
 * invitation, in one transaction. `mailed` is false when mail is off or the candidate gave no e-mail.
 */
export function scheduleMeeting(svc: ServiceContext, input: ScheduleInput, actor: string) {
  const settings = getSettings(svc);
  const meeting: Meeting = {
    kind: input.kind,
    date: input.date,
    time: input.time,
    minutes: input.durationMinutes,
    place: input.place,
    timeZone: settings.timeZone || 'Asia/Kolkata',
  };
  const at = svc.now();
  const result = write(svc.db, (tx) => {
    const row = readCandidate(tx, input.id);
    const next = stageForMeeting(row.stage, input.kind);
    if (next) moveStage(tx, row, next, actor, at);
    const eventId = recordCandidateEvent(tx, {
      candidateId: row.id,
      at,
      actor,
      type: 'schedule',
      detail: meeting,
    });
    const to = row.email.trim();
    const mailed = svc.mail.configured && to !== '';
    if (mailed) {
      const { lang, words } = careersMailWordsFor(row.language);
      const values = {
        kind: words.kinds[input.kind].title,
        kindLower: words.kinds[input.kind].inSentence,
        schoolName: settings.schoolName,
        reference: row.reference,
        candidateName: row.name,
        post: row.vacancyTitle || words.anyPost,
        when: meetingWhen(meeting, lang, words),
        minutes: meeting.minutes,
        place: meeting.place,
      };
      queueMail(
        tx,
        {
          // Of the kind the privacy tools find and erase by its recipient, as a reply to a parent is.
          kind: 'reply',
          recipients: [to],
          subject: fill(words.subject, values),
          text: fill(words.body.join('\n'), values),
          ...(settings.email ? { replyTo: settings.email } : {}),
          attachFor: { purpose: INVITATION_PURPOSE, id: eventId },
        },
        svc.mail.now(),
      );
    }
    return { id: row.id, stage: (next ?? row.stage) as keyof typeof CANDIDATE_STAGE_LABELS, mailed };
  });
  if (result.mailed) svc.mail.wake();
  return result;
}
