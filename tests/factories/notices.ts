import type { ServiceContext } from '../../src/server/context';
import { simplePdf } from '../../src/server/db/seed-data/notices';
import { addNoticeAttachment, createNotice } from '../../src/server/features/notices/service';
import { SCHOOL_TIME_ZONE } from '../../src/shared/format';
import { type NoticeFields, NoticeFieldsSchema } from '../../src/shared/schemas/notices';
import { instantToZoned } from '../../src/shared/time-zone';

// Notices stored through the same service as the dashboard's Create (validated by the shared schema,
// the page cache cleared), for tests whose subject is what the site shows.

let n = 0;

/** Creates a notice (published at once by default); returns it as the dashboard lists it. */
export function createNoticeRow(svc: ServiceContext, overrides: Partial<NoticeFields> = {}) {
  n += 1;
  const notice = createNotice(
    svc,
    NoticeFieldsSchema.parse({
      title: `Test notice ${n}`,
      category: 'circular',
      body: 'Details follow.',
      ...overrides,
    }),
  );
  // Written behind the procedures' back: cached pages go, as after the dashboard's own create.
  svc.onContentChanged();
  return notice;
}

/** An instant as the dashboard's Publish at / Expire at fields write it (school time, minutes). */
export const localTime = (at: Date) => instantToZoned(at, SCHOOL_TIME_ZONE);

/** A small valid PDF (one page of text). */
export const makePdfBytes = (title = 'Exam timetable') => simplePdf(title, ['Mon - English', 'Wed - Mathematics']);

export function attachFile(svc: ServiceContext, noticeId: number, bytes: Buffer, name = 'Exam timetable.pdf') {
  return addNoticeAttachment(svc, noticeId, bytes, name);
}
