import { eq } from 'drizzle-orm';
import ical, { ICalAttendeeRole, ICalCalendarMethod } from 'ical-generator';
import type { CANDIDATE_STAGE_LABELS } from '../../../shared/careers';
import {
  ANY_POST,
  INVITATION_MAIL,
  SCHEDULE_KIND_LABELS,
  type ScheduleKind,
} from '../../../shared/content/careers-words';
import type { ScheduleInput } from '../../../shared/schemas/careers-shortlist';
import { zonedToInstant, zoneOffsetMinutes } from '../../../shared/time-zone';
import { fill } from '../../../shared/words/fill';
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
}): string {
  const { meeting } = input;
  const calendar = ical({
    prodId: { company: 'school-website', product: 'careers', language: 'EN' },
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
  const host = new URL(svc.config.siteUrl).hostname;
  const text = invitationIcs({
    // Stable: the same meeting mailed again is the same calendar entry.
    uid: `candidate-meeting-${event.id}@${host}`,
    meeting,
    summary: fill(INVITATION_MAIL.summary, {
      kind: SCHEDULE_KIND_LABELS[meeting.kind],
      schoolName: settings.schoolName,
      reference: candidate.reference,
    }),
    stamp: event.at,
    organizer: { name: settings.schoolName, email: settings.email || addressOf(svc.config.mailFrom) },
    attendee: { name: candidate.name, email: candidate.email },
  });
  return {
    filename: INVITATION_MAIL.filename,
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
      const values = {
        kind: SCHEDULE_KIND_LABELS[input.kind],
        kindLower: SCHEDULE_KIND_LABELS[input.kind].toLowerCase(),
        schoolName: settings.schoolName,
        reference: row.reference,
        candidateName: row.name,
        post: row.vacancyTitle || ANY_POST,
        when: whenText(startOf(meeting), meeting.timeZone),
        minutes: meeting.minutes,
        place: meeting.place,
      };
      queueMail(
        tx,
        {
          // Of the kind the privacy tools find and erase by its recipient, as a reply to a parent is.
          kind: 'reply',
          recipients: [to],
          subject: fill(INVITATION_MAIL.subject, values),
          text: fill(INVITATION_MAIL.body, values),
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
