import type { z } from 'zod';
import { contentServices } from '../../src/server/content';
import type { ServiceContext } from '../../src/server/context';
import { makeImageBytes } from './images';
import { setCreatedAt } from './rows';

// The dashboard's content stored through the same service as the dashboard's Create (fields validated
// by the type's schema, the image re-encoded into DATA_DIR/media, the page cache cleared), for tests
// whose subject is something else: an update, a delete, what the public pages show.

const services = contentServices;
type Services = typeof services;
export type ContentName = keyof Services;
type FieldsOf<N extends ContentName> = z.input<Services[N]['type']['shared']['fields']>;
type ItemOf<N extends ContentName> = Awaited<ReturnType<Services[N]['create']>>;

export type ContentOverrides<N extends ContentName> = Partial<FieldsOf<N>> & {
  /** The image's bytes; by default a tiny JPEG where the type requires one, none where it is optional. */
  image?: Buffer | null;
  /** Backdates the item, so newest-first lists have a known order. */
  createdAt?: Date;
};

// Images of children are shown only with consent on file: the factory's items have it (pass
// `photoConsent: false` for one that has not).
const DEFAULT_FIELDS: { [N in ContentName]: FieldsOf<N> } = {
  artworks: {
    title: 'Sunset Over Akola',
    artist: 'Ayesha',
    grade: 'Grade 5',
    category: 'Painting',
    photoConsent: true,
  },
  announcements: { title: 'Sports Day', description: 'Annual sports day on the main ground.' },
  highlights: { title: 'Science Fair', subtitle: 'Grade 8 projects', photoConsent: true },
  journeys: { title: 'Hifz Programme', label: 'All grades', photoConsent: true },
  achievements: { title: 'Best Hifz Recitation', year: '2024', category: 'excellence', photoConsent: true },
  faqs: { question: 'When does the school day start?', answer: 'At 8:00 AM.', category: 'general', popularity: 5 },
  staff: { name: 'Mrs. Test Teacher', role: 'Class Teacher, Grade 3', qualifications: 'M.A., B.Ed.' },
  photos: { album: 'campus', alt: 'The main building seen from the playground' },
  feeStructures: { academicYear: '2031-32', paymentMethods: 'Cash\nUPI' },
  feeItems: { academicYear: '2031-32', name: 'Admission form fee', amount: 2500, due: 'With the form' },
  activities: { title: 'Chess Club', category: 'academic', schedule: 'Every Thursday', icon: 'star' },
  alumni: { name: 'Dr. Test Alumna', position: 'Surgeon', organisation: 'City Hospital', specialty: 'Surgery' },
  alumniTiles: { title: 'Board Toppers', text: 'Toppers every year.' },
  events: { title: 'Science Exhibition', category: 'event', allDay: true, startDate: '2031-11-14' },
  campuses: {
    name: 'Test Public School',
    slug: 'test-campus',
    address: 'Station Road, Akola, Maharashtra',
    pinCode: '444001',
    affiliationNo: '1130999',
    schoolCode: '10999',
    email: 'office@test-school.example',
    phone: '0724 000 0000',
    sections: '12',
  },
  vacancies: {
    title: 'TGT Mathematics',
    postLevel: 'TGT',
    subjects: 'Mathematics',
    classes: 'VI-X',
    qualifications: 'B.Sc. (Mathematics) with B.Ed.',
    tetRequired: 'CTET',
    experience: '2 years teaching CBSE classes',
    employmentType: 'full-time',
    postedOn: '2031-06-01',
    closingDate: '2031-06-30',
    description: 'Teach mathematics to classes VI to X.',
    status: 'published',
  },
};

/** Creates one item of a content type; returns it as the dashboard's list shows it. */
export async function createContentRow<N extends ContentName>(
  svc: ServiceContext,
  name: N,
  overrides: ContentOverrides<N> = {},
): Promise<ItemOf<N>> {
  const service = services[name] as unknown as Services['highlights'];
  const { image, createdAt, ...fields } = overrides;
  const parsed = service.type.shared.fields.parse({ ...DEFAULT_FIELDS[name], ...fields });
  const bytes = image !== undefined ? image : service.type.shared.image === 'required' ? await makeImageBytes() : null;
  const item = await service.create(svc, parsed, bytes);
  // Written behind the procedures' back: cached pages go, as after the dashboard's own create.
  svc.onContentChanged();
  if (!createdAt) return item as ItemOf<N>;
  setCreatedAt(svc, name, item.id, createdAt);
  return service.byId(svc, item.id) as ItemOf<N>;
}

export const createArtworkRow = (svc: ServiceContext, overrides: ContentOverrides<'artworks'> = {}) =>
  createContentRow(svc, 'artworks', overrides);
export const createAnnouncementRow = (svc: ServiceContext, overrides: ContentOverrides<'announcements'> = {}) =>
  createContentRow(svc, 'announcements', overrides);
export const createHighlightRow = (svc: ServiceContext, overrides: ContentOverrides<'highlights'> = {}) =>
  createContentRow(svc, 'highlights', overrides);
export const createJourneyRow = (svc: ServiceContext, overrides: ContentOverrides<'journeys'> = {}) =>
  createContentRow(svc, 'journeys', overrides);
export const createFaqRow = (svc: ServiceContext, overrides: ContentOverrides<'faqs'> = {}) =>
  createContentRow(svc, 'faqs', overrides);
export const createStaffRow = (svc: ServiceContext, overrides: ContentOverrides<'staff'> = {}) =>
  createContentRow(svc, 'staff', overrides);
export const createPhotoRow = (svc: ServiceContext, overrides: ContentOverrides<'photos'> = {}) =>
  createContentRow(svc, 'photos', overrides);
export const createCampusRow = (svc: ServiceContext, overrides: ContentOverrides<'campuses'> = {}) =>
  createContentRow(svc, 'campuses', overrides);
export const createEventRow = (svc: ServiceContext, overrides: ContentOverrides<'events'> = {}) =>
  createContentRow(svc, 'events', overrides);
export const createAchievementRow = (svc: ServiceContext, overrides: ContentOverrides<'achievements'> = {}) =>
  createContentRow(svc, 'achievements', overrides);
