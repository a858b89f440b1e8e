import { sql } from 'drizzle-orm';
import { index, integer, real, type SQLiteColumn, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

// One table per entity, named as the entity is everywhere (docs/architecture.md). Images are stored as keys
// (`slides/<random>`) whose WebP variants live under DATA_DIR/media (see src/server/lib/images).
/**
 * What the admissions desk keeps on enquiries and applications alike (src/shared/admissions.ts): the
 * stage, the reference a parent quotes, where the family came from, who follows it up and when.
 * `status` stays beside `stage`, always written from it by stageStatus (the Contacts and Applications
 * views, filters and CSV read it as before).
 */
const deskColumns = {
  stage: text('stage').notNull().default('new'),
  /** 'ENQ-2026-00123': null only for rows stored around the services (tests' fixed rows). */
  reference: text('reference'),
  utmSource: text('utm_source').notNull().default(''),
  utmMedium: text('utm_medium').notNull().default(''),
  utmCampaign: text('utm_campaign').notNull().default(''),
  /** The referring site's host only, never its address. */
  referrerHost: text('referrer_host').notNull().default(''),
  landingPath: text('landing_path').notNull().default(''),
  /** The parent's answer to "How did you hear about us?" (HEARD_FROM ids), '' when not given. */
  heardFrom: text('heard_from').notNull().default(''),
  assignedTo: integer('assigned_to').references(() => admins.id, { onDelete: 'set null' }),
  followUpAt: integer('follow_up_at', { mode: 'timestamp_ms' }),
  followUpNote: text('follow_up_note').notNull().default(''),
  /** The record of the same kind this one was merged into (a duplicate). */
  mergedInto: integer('merged_into'),
  /** The mobile's last ten digits (contactKeys in src/shared/admissions.ts): possible duplicates are found by it. */
  mobileKey: text('mobile_key').notNull().default(''),
  /** The e-mail in lower case, '' when none. */
  emailKey: text('email_key').notNull().default(''),
  /** The campus the family is for, as the office records it (the funnel's filter). */
  campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
  /** The furthest open stage ever reached, as its place in OPEN_STAGES (0 = New): the funnel counts by it. */
  reachedStage: integer('reached_stage').notNull().default(0),
  /** When the stage first became Admitted (the funnel's days from enquiry to admission). */
  admittedAt: integer('admitted_at', { mode: 'timestamp_ms' }),
};

/**
 * The school month a record's created_at falls in, as year × 12 + month − 1 in the school's time zone
 * (schoolMonthNumber in src/shared/content/academic-year.ts). Computed by SQLite and never stored (a
 * virtual column). A year is the twelve months from the month Settings starts it in, so the funnel
 * reads a year as one range of this index's first column and counts in the index's order, whatever
 * month the school's year starts (docs/decisions/042 and 044). SCHOOL_TIME_ZONE is Asia/Kolkata,
 * UTC+05:30 all year: the 19,800 seconds below; a test holds the two together at each year's first instant.
 */
const schoolMonth = () =>
  integer('school_month').generatedAlwaysAs(
    sql`cast(strftime('%Y', created_at / 1000 + 19800, 'unixepoch') as integer) * 12 + cast(strftime('%m', created_at / 1000 + 19800, 'unixepoch') as integer) - 1`,
    { mode: 'virtual' },
  );

/** The columns the funnel groups a year's families by, in that order: its index follows the year with them. */
const funnelGroupColumns = (
  t: Record<'heardFrom' | 'utmSource' | 'referrerHost' | 'reachedStage' | 'stage', SQLiteColumn>,
): SQLiteColumn[] => [t.heardFrom, t.utmSource, t.referrerHost, t.reachedStage, t.stage];

const timestamps = {
  createdAt: integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
};

/**
 * When visitors may see an item: from publish-at (none: at once) until expire-at (none: for ever).
 * The page cache expires at these instants (docs/decisions/018-scheduled-content-and-site-alert.md).
 */
const publishWindow = {
  publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
  expireAt: integer('expire_at', { mode: 'timestamp_ms' }),
};

/** Student artworks (the home page's art gallery; 'Gallery' in the dashboard). */
export const artworks = sqliteTable(
  'artworks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    buttonText: text('button_text').notNull().default(''),
    image: text('image_url').notNull(),
    // Shown on the art gallery cards.
    artist: text('artist').notNull().default(''),
    grade: text('grade').notNull().default(''),
    category: text('category').notNull().default(''),
    // Consent on file for the children it may show: without it the site does not show the item.
    photoConsent: integer('photo_consent', { mode: 'boolean' }).notNull().default(true),
    ...timestamps,
  },
  (t) => [index('artworks_created_idx').on(t.createdAt)],
);

export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    icon: text('icon').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull(),
    buttonText: text('button_text').notNull().default(''),
    // A site path or an https URL for the tile's button.
    link: text('link').notNull().default(''),
    ...publishWindow,
    ...timestamps,
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

/** Parents' enquiries from the Enquiry Form ('Contacts' in the dashboard). */
export const enquiries = sqliteTable(
  'enquiries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    school: text('school').notNull(),
    grade: text('grade').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: ['new', 'in-progress', 'resolved'] })
      .notNull()
      .default('new'),
    /** The privacy notice's version shown when it was sent (privacy_notices); null before notices had versions. */
    privacyVersion: integer('privacy_version'),
    /** The language of the page it was sent from ('en', 'mr', 'hi', 'ur'): the acknowledgment's and the replies'. */
    language: text('language').notNull().default('en'),
    ...deskColumns,
    ...timestamps,
    schoolMonth: schoolMonth(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_idx').on(t.status),
    uniqueIndex('enquiries_reference_idx').on(t.reference),
    index('enquiries_stage_idx').on(t.stage),
    index('enquiries_queue_idx').on(t.assignedTo, t.followUpAt),
    index('enquiries_follow_up_idx').on(t.followUpAt),
    index('enquiries_mobile_key_idx').on(t.mobileKey),
    index('enquiries_email_key_idx').on(t.emailKey),
    // The funnel's reads (src/server/features/desk/funnel.ts): a year's families in the order they are
    // counted by, then what its filters and its median need, so no row of the table is read.
    index('enquiries_funnel_idx').on(
      t.schoolMonth,
      t.mergedInto,
      ...funnelGroupColumns(t),
      t.grade,
      t.campusId,
      t.admittedAt,
      t.createdAt,
    ),
  ],
);

/** The home page's highlights carousel ('Slides' in the dashboard). */
export const highlights = sqliteTable(
  'highlights',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    ...publishWindow,
    // Consent on file for the children it may show: without it the site does not show the item.
    photoConsent: integer('photo_consent', { mode: 'boolean' }).notNull().default(true),
    ...timestamps,
  },
  (t) => [index('highlights_created_idx').on(t.createdAt)],
);

export const achievements = sqliteTable(
  'achievements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    badge: text('badge').notNull().default(''),
    organization: text('organization').notNull().default(''),
    year: text('year').notNull(),
    category: text('category', { enum: ['trust', 'respect', 'brand', 'excellence'] })
      .notNull()
      .default('excellence'),
    image: text('image_url').notNull().default(''),
    // Consent on file for the children it may show: without it the site does not show the item.
    photoConsent: integer('photo_consent', { mode: 'boolean' }).notNull().default(true),
    ...timestamps,
  },
  (t) => [index('achievements_year_idx').on(t.year)],
);

export const journeys = sqliteTable(
  'journeys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    label: text('label').notNull().default(''),
    image: text('image_url').notNull().default(''),
    // Consent on file for the children it may show: without it the site does not show the item.
    photoConsent: integer('photo_consent', { mode: 'boolean' }).notNull().default(true),
    ...timestamps,
  },
  (t) => [index('journeys_created_idx').on(t.createdAt)],
);

/** Online applications from /apply. */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    studentName: text('student_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    classApplying: text('class_applying').notNull(),
    gender: text('gender').notNull(),
    fatherName: text('father_name').notNull(),
    motherName: text('mother_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    previousSchool: text('previous_school').notNull().default(''),
    bloodGroup: text('blood_group').notNull().default(''),
    status: text('status', { enum: ['new', 'in-review', 'accepted', 'declined'] })
      .notNull()
      .default('new'),
    privacyVersion: integer('privacy_version'),
    /** When the parent or guardian confirmed they are and consented (required since the DPDP notice). */
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }),
    /** The language of the page it was sent from, as enquiries.language. */
    language: text('language').notNull().default('en'),
    ...deskColumns,
    /** The enquiry this application continues, once a person confirmed the link. */
    enquiryId: integer('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    ...timestamps,
    schoolMonth: schoolMonth(),
  },
  (t) => [
    index('applications_created_idx').on(t.createdAt),
    index('applications_status_idx').on(t.status),
    uniqueIndex('applications_reference_idx').on(t.reference),
    index('applications_stage_idx').on(t.stage),
    index('applications_queue_idx').on(t.assignedTo, t.followUpAt),
    index('applications_follow_up_idx').on(t.followUpAt),
    index('applications_mobile_key_idx').on(t.mobileKey),
    index('applications_email_key_idx').on(t.emailKey),
    // The funnel's reads of the applications that came without an enquiry, as enquiries_funnel_idx.
    index('applications_funnel_idx').on(
      t.schoolMonth,
      t.enquiryId,
      t.mergedInto,
      ...funnelGroupColumns(t),
      t.classApplying,
      t.campusId,
      t.admittedAt,
      t.createdAt,
    ),
    index('applications_enquiry_idx').on(t.enquiryId),
  ],
);

/** Key-value site settings; the value is JSON validated by SiteSettingsSchema. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamps.updatedAt,
});

export const admins = sqliteTable(
  'admins',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** Set while the password is the one-time password printed at creation; sign-in then leads to changing it. */
    mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(false),
    /** src/shared/roles.ts: what this person may do (docs/decisions/036-staff-accounts-and-roles.md). */
    role: text('role', { enum: ['owner', 'admissions', 'editor'] })
      .notNull()
      .default('owner'),
    /** The person's name as the office knows them ('' for accounts made before names). */
    name: text('name').notNull().default(''),
    /** Where invitations' follow-ups and password resets go; stored in lower case. */
    email: text('email'),
    /** Set while the account is deactivated: no sign-in, and every session ended. */
    deactivatedAt: integer('deactivated_at', { mode: 'timestamp_ms' }),
    /** Base32 secret of two-factor sign-in, set once the first code confirmed it. */
    totpSecret: text('totp_secret'),
    /** A secret being set up, not yet confirmed by a code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: integer('totp_enabled_at', { mode: 'timestamp_ms' }),
    /** The last time step whose code was accepted: a code of this step or an earlier one is never taken again. */
    totpLastStep: integer('totp_last_step').notNull().default(0),
    /** The school day (YYYY-MM-DD) of the last morning digest sent to this person: one a day at most. */
    digestSentOn: text('digest_sent_on'),
    ...timestamps,
  },
  (t) => [uniqueIndex('admins_email_idx').on(t.email)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a stolen database does not yield live session cookies.
    id: text('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** Absolute end of the session (SESSION_TTL_MS after sign-in). */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** Last request seen; a session idle for SESSION_IDLE_MS is over (sessions older than this column count as idle). */
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull().default(sql`0`),
    /** The browser's User-Agent at sign-in, cut short: shown to the person in their list of sessions. */
    userAgent: text('user_agent').notNull().default(''),
    /** The client address at sign-in, shown to the person in their list of sessions. */
    clientIp: text('client_ip').notNull().default(''),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('sessions_admin_idx').on(t.adminId)],
);

/** Two-factor recovery codes: only their SHA-256, each used once. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * Single-use links sent by e-mail: an invitation to join the staff (valid 7 days) or a password reset
 * (1 hour). Only the SHA-256 of the link's token is kept.
 */
export const staffTokens = sqliteTable(
  'staff_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['invitation', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The account a reset is for; null for an invitation (its account does not exist yet). */
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    /** An invitation's name, e-mail address and role. */
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    role: text('role', { enum: ['owner', 'admissions', 'editor'] })
      .notNull()
      .default('editor'),
    /** Who sent it (a username). */
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamps.createdAt,
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** Set when the link was used (accepted or the password set), or revoked: it never works again. */
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('staff_tokens_kind_idx').on(t.kind, t.expiresAt)],
);

/** One row the health check rewrites, proving the database still takes a write. */
export const healthChecks = sqliteTable('health_checks', {
  id: integer('id').primaryKey(),
  checkedAt: integer('checked_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Frequently asked questions (the home page's FAQ), most popular first. */
export const faqs = sqliteTable('faqs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  category: text('category').notNull(),
  /** Higher shows first. */
  popularity: integer('popularity').notNull().default(0),
  ...timestamps,
});

/**
 * One record per member of staff: the leadership page shows the visible ones in their order, and the
 * Mandatory Public Disclosure reads teachers' qualifications from the same records.
 */
export const staff = sqliteTable('staff', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  role: text('role').notNull(),
  qualifications: text('qualifications').notNull().default(''),
  message: text('message').notNull().default(''),
  /** Responsibilities, one per line. */
  responsibilities: text('responsibilities').notNull().default(''),
  image: text('image_url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Shown on the Leadership page; the disclosure lists every teacher of a campus either way. */
  visible: integer('visible', { mode: 'boolean' }).notNull().default(true),
  /** The campus the person works at (none: the network, such as the chairman). */
  campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
  /** What the disclosure counts them as (src/shared/disclosure.ts DESIGNATIONS). */
  designation: text('designation').notNull().default('other'),
  subject: text('subject').notNull().default(''),
  /** Seeded example data the office has not yet replaced (the dashboard's banner counts it). */
  example: integer('example', { mode: 'boolean' }).notNull().default(false),
  ...timestamps,
});

/** Photos of the campus, infrastructure and activities albums; alt text is required. */
export const photos = sqliteTable(
  'photos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    album: text('album').notNull(),
    image: text('image_url').notNull(),
    alt: text('alt').notNull(),
    caption: text('caption').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('photos_album_idx').on(t.album, t.sortOrder)],
);

/** A year's fee structure: its rules and policies; its heads are fee_items of the same academic year. */
export const feeStructures = sqliteTable('fee_structures', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  academicYear: text('academic_year').notNull().unique(),
  approvedOn: text('approved_on').notNull().default(''),
  /** Lists are stored one item per line, as the office types them. */
  paymentMethods: text('payment_methods').notNull().default(''),
  refusedPayment: text('refused_payment').notNull().default(''),
  paymentRules: text('payment_rules').notNull().default(''),
  withdrawalRules: text('withdrawal_rules').notNull().default(''),
  policies: text('policies').notNull().default(''),
  confirmation: text('confirmation').notNull().default(''),
  note: text('note').notNull().default(''),
  ...timestamps,
});

/** One head of a year's fee structure: what is paid, how much, and when. */
export const feeItems = sqliteTable(
  'fee_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    academicYear: text('academic_year').notNull(),
    name: text('name').notNull(),
    /** Whole rupees; null when the amount is given by the office (the note says so). */
    amount: integer('amount'),
    amountNote: text('amount_note').notNull().default(''),
    due: text('due').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('fee_items_year_idx').on(t.academicYear, t.sortOrder)],
);

/** Extracurricular activities (the /activities page and its filter), in the school's order. */
export const activities = sqliteTable('activities', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  category: text('category').notNull(),
  description: text('description').notNull().default(''),
  schedule: text('schedule').notNull().default(''),
  /** The drawing shown when the activity has no photo. */
  icon: text('icon').notNull().default('star'),
  image: text('image_url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** Alumni profiles on the Alumni page. */
export const alumni = sqliteTable('alumni', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  position: text('position').notNull().default(''),
  organisation: text('organisation').notNull().default(''),
  specialty: text('specialty').notNull().default(''),
  location: text('location').notNull().default(''),
  image: text('image_url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/** The Alumni page's tiles (what our alumni achieve), in the school's order. */
export const alumniTiles = sqliteTable('alumni_tiles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps,
});

/**
 * Mails waiting to be sent, sent, or given up on: the durable outbox of the office's notifications
 * (docs/decisions/016-mail-outbox.md). A row is inserted in the same transaction as the enquiry or
 * application it announces; the sender in src/server/features/mail/ sends due rows and keeps its retry state here.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** What the mail is: MailKind in src/server/platform/mail/outbox.ts. */
    kind: text('kind').notNull(),
    /** The addresses, as a JSON array. */
    recipients: text('recipients').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    replyTo: text('reply_to'),
    /**
     * What the mail's single-use link is for ('invitation:42', 'reset:7'), or null: the text holds only
     * the placeholder, and the sender makes the link when it hands the mail over
     * (docs/decisions/046-no-live-link-at-rest.md).
     */
    linkFor: text('link_for'),
    /**
     * 'purpose:id' of a file made at delivery and attached (a receipt's PDF): the row never holds the
     * file, and a receipt always goes out as the ledger has it (Feature.mailAttachments).
     */
    attachFor: text('attach_for'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamps.createdAt,
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Notices: circulars and news with a Markdown body and attachments. `slug` is made from the title
 * and kept once the notice has been published (`firstPublishedAt`), so shared links keep working.
 */
export const notices = sqliteTable(
  'notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    category: text('category').notNull(),
    pinned: integer('pinned', { mode: 'boolean' }).notNull().default(false),
    // A draft is never shown, whatever its window.
    draft: integer('draft', { mode: 'boolean' }).notNull().default(false),
    ...publishWindow,
    firstPublishedAt: integer('first_published_at', { mode: 'timestamp_ms' }),
    ...timestamps,
  },
  (t) => [index('notices_publish_idx').on(t.publishAt), index('notices_category_idx').on(t.category)],
);

/** A notice's files: PDFs (checked by content) and images (re-encoded like every image). */
export const noticeAttachments = sqliteTable(
  'notice_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pdf', 'image'] }).notNull(),
    // The stored file's key under DATA_DIR/media.
    file: text('file').notNull(),
    // The name the office gave the file (shown and offered on download).
    name: text('name').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull().default(0),
    /**
     * A PDF's words, read when it was uploaded (src/server/lib/pdf-text.ts) for search: 'pending'
     * until read (files attached before search came are read by the search feature's job), 'read'
     * with `text`, or 'none' when it has no text to read (a scan, encrypted, damaged, too large).
     * Null for an image.
     */
    textStatus: text('text_status', { enum: ['pending', 'read', 'none'] }),
    text: text('text'),
    ...timestamps,
  },
  (t) => [
    index('notice_attachments_notice_idx').on(t.noticeId),
    index('notice_attachments_text_status_idx').on(t.textStatus),
  ],
);

/**
 * School calendar events, in the school's time zone: dates as YYYY-MM-DD, times as HH:MM (none for
 * an all-day event). `uid` is the event's stable iCalendar UID. A recurring event repeats from its
 * start ('weekly', or 'monthly-weekday': the same weekday of the same week of each month, such as
 * the third Saturday) until `repeatUntil`.
 */
export const events = sqliteTable(
  'events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uid: text('uid').notNull().unique(),
    title: text('title').notNull(),
    startDate: text('start_date').notNull(),
    startTime: text('start_time'),
    endDate: text('end_date').notNull(),
    endTime: text('end_time'),
    allDay: integer('all_day', { mode: 'boolean' }).notNull().default(true),
    location: text('location').notNull().default(''),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    recurrence: text('recurrence', { enum: ['none', 'weekly', 'monthly-weekday'] })
      .notNull()
      .default('none'),
    repeatUntil: text('repeat_until'),
    draft: integer('draft', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (t) => [index('events_start_idx').on(t.startDate), index('events_category_idx').on(t.category)],
);

/**
 * The school's campuses, each with its own CBSE affiliation: the facts of the Mandatory Public
 * Disclosure's general information (table A) and infrastructure (table E), and its number of sections
 * (for the teachers-to-section ratio). Areas in square metres.
 */
export const campuses = sqliteTable('campuses', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  pinCode: text('pin_code').notNull(),
  affiliationNo: text('affiliation_no').notNull(),
  schoolCode: text('school_code').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  sections: integer('sections').notNull().default(0),
  campusArea: real('campus_area').notNull().default(0),
  classrooms: integer('classrooms').notNull().default(0),
  classroomSize: real('classroom_size').notNull().default(0),
  laboratories: integer('laboratories').notNull().default(0),
  laboratorySize: real('laboratory_size').notNull().default(0),
  internet: integer('internet', { mode: 'boolean' }).notNull().default(false),
  girlsToilets: integer('girls_toilets').notNull().default(0),
  boysToilets: integer('boys_toilets').notNull().default(0),
  inspectionVideoUrl: text('inspection_video_url').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  example: integer('example', { mode: 'boolean' }).notNull().default(false),
  ...timestamps,
});

/**
 * A campus's disclosure documents (tables B and C) and annual reports: one PDF per item (and per
 * academic year for annual reports), or an item marked not applicable (then no file).
 */
export const disclosureDocuments = sqliteTable(
  'disclosure_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    /** src/shared/disclosure.ts DISCLOSURE_ITEMS, or 'annual-report'. */
    item: text('item').notNull(),
    /** '2026-27' for an annual report, '' otherwise. */
    academicYear: text('academic_year').notNull().default(''),
    notApplicable: integer('not_applicable', { mode: 'boolean' }).notNull().default(false),
    /** The stored PDF's key under DATA_DIR/media ('disclosure/<hex>.pdf'), null when not applicable. */
    file: text('file'),
    fileName: text('file_name').notNull().default(''),
    bytes: integer('bytes').notNull().default(0),
    /** YYYY-MM-DD. */
    issuedOn: text('issued_on'),
    validUntil: text('valid_until'),
    example: integer('example', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('disclosure_documents_item_idx').on(t.campusId, t.item, t.academicYear)],
);

/** A campus's CBSE board results, per year (of the examination) and class ('X' or 'XII'). */
export const boardResults = sqliteTable(
  'board_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    classLevel: text('class_level', { enum: ['X', 'XII'] }).notNull(),
    year: integer('year').notNull(),
    registered: integer('registered').notNull(),
    passed: integer('passed').notNull(),
    remarks: text('remarks').notNull().default(''),
    example: integer('example', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('board_results_year_idx').on(t.campusId, t.classLevel, t.year)],
);

/**
 * Transfer certificates issued, for receiving schools to verify by number and date of birth (never
 * listed publicly). `token` is the unguessable part of the scanned PDF's address, given only on a
 * successful lookup.
 */
export const transferCertificates = sqliteTable(
  'transfer_certificates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id, { onDelete: 'cascade' }),
    tcNumber: text('tc_number').notNull(),
    studentName: text('student_name').notNull(),
    /** YYYY-MM-DD. */
    dateOfBirth: text('date_of_birth').notNull(),
    issuedOn: text('issued_on').notNull(),
    classLeft: text('class_left').notNull(),
    file: text('file'),
    fileName: text('file_name').notNull().default(''),
    token: text('token').notNull().unique(),
    example: integer('example', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('transfer_certificates_number_idx').on(t.campusId, t.tcNumber),
    index('transfer_certificates_lookup_idx').on(t.tcNumber, t.dateOfBirth),
  ],
);

/**
 * Every version of the privacy notice the site has shown (/privacy), so the text a parent read when
 * sending an enquiry or application (its privacy_version) can always be produced.
 */
export const privacyNotices = sqliteTable('privacy_notices', {
  version: integer('version').primaryKey(),
  body: text('body').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * The administrators' actions, append-only (triggers refuse UPDATE; rows go only by the audit log's own
 * retention). Never personal data of parents or children: entity names, ids and counts.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /** The administrator's username, or the username tried for a failed sign-in ('' for the system). */
    actor: text('actor').notNull(),
    /** src/shared/audit.ts AUDIT_ACTIONS. */
    action: text('action').notNull(),
    entity: text('entity').notNull().default(''),
    entityId: text('entity_id').notNull().default(''),
    clientIp: text('client_ip').notNull().default(''),
    outcome: text('outcome', { enum: ['ok', 'failed', 'refused'] }).notNull(),
    /** Counts and ids only ('3 records', 'campus 2'). */
    detail: text('detail').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    // 'Last changed by' of one item, and the log filtered by person.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actor, t.at),
  ],
);

/**
 * Page views counted by the site itself, one row per day, page, referring site and campaign, with its
 * count (docs/decisions/032-visit-counts.md). Never an address, a user agent, a full referrer or any
 * query but the three utm values: nothing here tells one visitor from another. '' where a dimension is
 * absent (not NULL, so that the unique index makes every count an upsert). Kept 24 months.
 */
export const visitCounts = sqliteTable(
  'visit_counts',
  {
    /** The day in the school's time zone, 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    /** The page's path, without its query ('/admissions'). */
    path: text('path').notNull(),
    /** The host of the other site that linked here, lower-case ('' for none or for this site). */
    referrerHost: text('referrer_host').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    count: integer('count').notNull(),
  },
  (t) => [
    uniqueIndex('visit_counts_key_idx').on(t.day, t.path, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign),
  ],
);

/**
 * The last reference number given per kind ('ENQ', 'APP') and year: incremented in the same
 * transaction as the insert that takes it, so parallel submissions never share one.
 */
export const referenceSequences = sqliteTable(
  'reference_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [uniqueIndex('reference_sequences_key_idx').on(t.kind, t.year)],
);

/**
 * The timeline of an enquiry or application: stage changes, notes, replies, assignments, follow-ups,
 * merges and links, each with who and when. Rows go with their record: triggers of the migration
 * 0011_admissions_desk delete them whenever the enquiry or application is deleted (the dashboard,
 * the privacy tools' erasure, retention).
 */
export const deskEvents = sqliteTable(
  'desk_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['enquiry', 'application'] }).notNull(),
    recordId: integer('record_id').notNull(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
    /** The staff member's username; '' for the site itself (a parent's submission). */
    actor: text('actor').notNull().default(''),
    type: text('type', {
      enum: ['stage', 'note', 'reply', 'assignment', 'follow-up', 'merge', 'link', 'payment'],
    }).notNull(),
    /** JSON of what changed (stage ids, admin ids, dates): never the parent's details. */
    detail: text('detail').notNull().default('{}'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('desk_events_record_idx').on(t.kind, t.recordId, t.at)],
);

/**
 * The office's reply templates (the admissions desk): a subject and body with fields such as
 * {parentName} filled from the enquiry or application when a reply is sent.
 */
export const replyTemplates = sqliteTable('reply_templates', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  ...timestamps,
});

/**
 * An information page as data (docs/decisions/038-pages-as-data.md): the live document and its
 * version, and the one shared draft with its revision (a save names the revision it started from,
 * so two editors never overwrite each other silently).
 */
export const pageDocuments = sqliteTable('page_documents', {
  page: text('page').primaryKey(),
  /** The live document (JSON of PageDocument). */
  published: text('published').notNull(),
  version: integer('version').notNull(),
  publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
  publishedBy: text('published_by').notNull(),
  /** The draft (JSON), or null when there is none. */
  draft: text('draft'),
  /** Counts the draft's saves: a save or publish names the revision it was made from. */
  draftRevision: integer('draft_revision').notNull().default(0),
  draftSavedAt: integer('draft_saved_at', { mode: 'timestamp_ms' }),
  draftSavedBy: text('draft_saved_by'),
});

/** Each published version of a page, the last 50 kept: what History lists and restores. */
export const pageVersions = sqliteTable(
  'page_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    page: text('page').notNull(),
    version: integer('version').notNull(),
    document: text('document').notNull(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
    publishedBy: text('published_by').notNull(),
  },
  (t) => [uniqueIndex('page_versions_page_version').on(t.page, t.version)],
);

/**
 * A translation of one text the office writes (docs/architecture.md, "Languages"): a content item's
 * field, a notice's, a setting's (item 0), the site alert's, a reply template's. English stays in its
 * own column; `source` is the English the translation was made from, so a text whose English changed
 * since shows "needs translation". `seeded` marks the install's draft translations until someone saves.
 */
export const translations = sqliteTable(
  'translations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Whose text: a content type's name, 'notices', 'settings', 'site-alert', 'reply-templates'. */
    subject: text('subject').notNull(),
    itemId: integer('item_id').notNull(),
    lang: text('lang').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    source: text('source').notNull(),
    seeded: integer('seeded', { mode: 'boolean' }).notNull().default(false),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  // A page's read is one range: a subject's texts in one language.
  (t) => [uniqueIndex('translations_key').on(t.subject, t.lang, t.itemId, t.field)],
);

/**
 * Site search (docs/decisions/051-site-search.md): one row per searchable passage of what visitors
 * may see, per language, written in the same transaction as the item it comes from. Its words are
 * indexed in the FTS5 table `search_index` (rowid = id), made by a custom migration: drizzle does not
 * describe virtual tables. Whether a row may be shown is decided when a search runs, by its source's
 * own rule (src/server/platform/search/).
 */
export const searchEntries = sqliteTable(
  'search_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Whose item it is ('notices', 'faqs', 'pages', 'words'): its source's visibility rule applies. */
    source: text('source').notNull(),
    /** The item's id in its source (a content row's id, a page's key). */
    itemId: text('item_id').notNull(),
    /** Which passage of the item ('' for the whole item, a section's id, 'file-12' for an attachment). */
    part: text('part').notNull().default(''),
    lang: text('lang').notNull(),
    /** The kind of result a visitor is told ('notice', 'faq', 'page'...). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The passage as visitors read it; null when its source keeps it (a PDF's text, with its attachment). */
    body: text('body'),
    /** Where it is, without the language's prefix: '/fees?tab=payment', '/#faq-12', '/notices/slug'. */
    link: text('link').notNull(),
  },
  (t) => [uniqueIndex('search_entries_key_idx').on(t.source, t.itemId, t.part, t.lang)],
);

/**
 * How often each word was searched per day and language, to suggest the common ones: no visitor,
 * address or time of day, counted in memory and written each minute (as visit_counts), 30 days kept.
 */
export const searchWords = sqliteTable(
  'search_words',
  {
    day: text('day').notNull(),
    lang: text('lang').notNull(),
    word: text('word').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [uniqueIndex('search_words_key_idx').on(t.day, t.lang, t.word)],
);

/**
 * What a family owes the school and pays by UPI (docs/decisions/052-upi-fees.md): one row per
 * application and purpose (the form fee when applying, the fees asked when a place is offered), with
 * its fee heads and amounts fixed when it was asked, the parent's claim (the UTR they gave) and how it
 * was received. Erased with the family (the receipt ledger keeps what the accounts need).
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The application's reference (APP-2026-00045): the link's `tr` and what the bank's narration may carry. */
    reference: text('reference').notNull(),
    purpose: text('purpose', { enum: ['application', 'offer'] }).notNull(),
    /** JSON [{ head, amountPaise }]: each fee head as Fees stated it when it was asked. */
    lines: text('lines').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['due', 'claimed', 'received', 'not-found'] })
      .notNull()
      .default('due'),
    /** The parent's language, for the receipt's e-mail. */
    language: text('language').notNull().default('en'),
    /** The random capability the payment box carries, so a claim needs no personal detail sent back. */
    token: text('token').notNull(),
    claimUtr: text('claim_utr'),
    claimPayerName: text('claim_payer_name'),
    claimedAt: integer('claimed_at', { mode: 'timestamp_ms' }),
    /** 'duplicate-utr' when the UTR given was already recorded for a payment: the office checks it. */
    claimFlag: text('claim_flag'),
    /** The office's words to the parent when a claim was not found in the bank. */
    notFoundMessage: text('not_found_message').notNull().default(''),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }),
    receivedPaise: integer('received_paise'),
    mode: text('mode', { enum: ['upi', 'cash', 'cheque', 'bank'] }),
    /** The UTR of a UPI credit, a cheque's number, a transfer's reference. */
    modeReference: text('mode_reference'),
    payerName: text('payer_name'),
    /** The payer's UPI ID as a statement showed it, masked (ra***@okhdfcbank). */
    payerVpa: text('payer_vpa'),
    receivedBy: text('received_by'),
    receiptId: integer('receipt_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_application_purpose_idx').on(t.applicationId, t.purpose),
    uniqueIndex('payments_token_idx').on(t.token),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_claim_utr_idx').on(t.claimUtr),
    // One UPI credit pays one fee: the same UTR is never received twice.
    uniqueIndex('payments_received_utr_idx').on(t.modeReference).where(sql`mode = 'upi'`),
    index('payments_reference_idx').on(t.reference),
  ],
);

/**
 * The receipt ledger: numbered without gaps per financial year (April to March), never edited or
 * deleted but by the accounts' retention. Erasing a family keeps the number, date, amounts, UTR and the
 * payer's name, and blanks the child's name and class.
 */
export const receipts = sqliteTable(
  'receipts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'RCT/2026-27/00001' */
    number: text('number').notNull(),
    /** '2026-27' */
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    studentName: text('student_name').notNull(),
    className: text('class_name').notNull(),
    payerName: text('payer_name').notNull().default(''),
    /** JSON [{ head, amountPaise }] */
    lines: text('lines').notNull(),
    totalPaise: integer('total_paise').notNull(),
    mode: text('mode', { enum: ['upi', 'cash', 'cheque', 'bank'] }).notNull(),
    modeReference: text('mode_reference').notNull().default(''),
    issuedBy: text('issued_by').notNull().default(''),
    language: text('language').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('receipts_number_idx').on(t.number),
    uniqueIndex('receipts_year_seq_idx').on(t.financialYear, t.seq),
    uniqueIndex('receipts_payment_idx').on(t.paymentId),
    index('receipts_issued_idx').on(t.issuedAt),
  ],
);

/** A refund recorded against a receipt: shown on it; the receipt itself is never changed. */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** YYYY-MM-DD */
    refundedOn: text('refunded_on').notNull(),
    utr: text('utr').notNull().default(''),
    reason: text('reason').notNull(),
    recordedBy: text('recorded_by').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('refunds_receipt_idx').on(t.receiptId)],
);

/** A bank statement the office imported: its counts, for the section's history. */
export const bankStatements = sqliteTable('bank_statements', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  importedAt: integer('imported_at', { mode: 'timestamp_ms' }).notNull(),
  importedBy: text('imported_by').notNull().default(''),
  bank: text('bank').notNull().default(''),
  lineCount: integer('line_count').notNull(),
  /** Lines already imported from an earlier statement, skipped. */
  repeatedCount: integer('repeated_count').notNull().default(0),
});

/**
 * Each credit of an imported statement, once: its key (bank-statement.ts) is unique, so a statement
 * imported twice matches nothing twice. `outcome` is what matching made of it.
 */
export const statementLines = sqliteTable(
  'statement_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    txnDate: text('txn_date').notNull(),
    narration: text('narration').notNull(),
    reference: text('reference').notNull().default(''),
    utr: text('utr'),
    amountPaise: integer('amount_paise').notNull(),
    payerName: text('payer_name'),
    payerVpa: text('payer_vpa'),
    lineKey: text('line_key').notNull(),
    outcome: text('outcome', { enum: ['matched', 'suggested', 'duplicate', 'unmatched', 'dismissed'] }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('statement_lines_key_idx').on(t.lineKey),
    index('statement_lines_outcome_idx').on(t.outcome, t.statementId),
    index('statement_lines_payment_idx').on(t.paymentId),
  ],
);

/** The columns the office chose once for a bank's statement layout, by its header. */
export const statementMappings = sqliteTable('statement_mappings', {
  headerSignature: text('header_signature').primaryKey(),
  /** JSON ColumnMapping (src/server/lib/bank-statement.ts). */
  mapping: text('mapping').notNull(),
  updatedAt: timestamps.updatedAt,
});

/**
 * The school's vacancies (docs/decisions/053-careers.md): a content type Editors and Owners write.
 * Visitors see a published one from its page until the office archives it (then 410); past its
 * closing date its page says so and takes no application. Amounts are whole rupees a month.
 */
export const vacancies = sqliteTable(
  'vacancies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Its address under /careers/, unique. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** POST_LEVELS (src/shared/careers.ts): PRT, TGT, PGT or non-teaching. */
    postLevel: text('post_level').notNull(),
    subjects: text('subjects').notNull().default(''),
    classes: text('classes').notNull().default(''),
    /** The campus it is at; null for any campus. */
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
    qualifications: text('qualifications').notNull().default(''),
    /** TET_REQUIREMENTS: which Teacher Eligibility Test the post needs ('none' for none). */
    tetRequired: text('tet_required').notNull().default('none'),
    experience: text('experience').notNull().default(''),
    /** EMPLOYMENT_TYPES: full-time, part-time, contract. */
    employmentType: text('employment_type').notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    /** The school day it was published (YYYY-MM-DD): JobPosting's datePosted. */
    postedOn: text('posted_on').notNull(),
    /** The last school day it takes applications (YYYY-MM-DD). */
    closingDate: text('closing_date').notNull(),
    /** Markdown, rendered as a page document's text. */
    description: text('description').notNull().default(''),
    /** VACANCY_STATUSES: draft, published, archived. */
    status: text('status').notNull().default('draft'),
    ...timestamps,
  },
  (t) => [uniqueIndex('vacancies_slug_idx').on(t.slug), index('vacancies_status_idx').on(t.status, t.closingDate)],
);

/**
 * A teacher's (or other staff's) application: what they typed, their CV's file name under
 * DATA_DIR/media/cv (chosen by the server), consent, and where the shortlist has them. Erased with
 * its CV and timeline by the privacy tools and by retention (features/careers/retention.ts).
 */
export const candidates = sqliteTable(
  'candidates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'JOB-2026-00012', taken in the insert's transaction. */
    reference: text('reference').notNull(),
    /** The vacancy applied for; null for "any suitable post". */
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    /** The vacancy's title when it was sent (the vacancy may be deleted later). */
    vacancyTitle: text('vacancy_title').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** The phone's last ten digits: duplicates are found by it. */
    phoneKey: text('phone_key').notNull(),
    email: text('email').notNull(),
    /** The e-mail in lower case: duplicates are found by it. */
    emailKey: text('email_key').notNull(),
    qualification: text('qualification').notNull(),
    /** TEACHER_TRAINING: B.Ed, D.El.Ed, both or none. */
    teacherTraining: text('teacher_training').notNull().default('none'),
    /** TET_TAKEN: none, CTET, MAHA-TET, both. */
    tet: text('tet').notNull().default('none'),
    /** TET_PAPERS: '' (none), I, II, both. */
    tetPaper: text('tet_paper').notNull().default(''),
    tetYear: integer('tet_year'),
    experienceYears: integer('experience_years').notNull().default(0),
    currentSchool: text('current_school').notNull().default(''),
    boards: text('boards').notNull().default(''),
    coverNote: text('cover_note').notNull().default(''),
    /** The CV's key under DATA_DIR/media (cv/<random>.pdf); '' once erased. */
    cvFile: text('cv_file').notNull().default(''),
    cvBytes: integer('cv_bytes').notNull().default(0),
    privacyVersion: integer('privacy_version'),
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }).notNull(),
    /** The separate, optional consent to be kept for future vacancies. */
    keepForFuture: integer('keep_for_future', { mode: 'boolean' }).notNull().default(false),
    language: text('language').notNull().default('en'),
    /** CANDIDATE_STAGES: received ... appointed, not-selected, withdrawn. */
    stage: text('stage').notNull().default('received'),
    stageAt: integer('stage_at', { mode: 'timestamp_ms' }),
    /** The earliest other application with the same phone or e-mail: linked, never refused. */
    duplicateOf: integer('duplicate_of'),
    appointedAt: integer('appointed_at', { mode: 'timestamp_ms' }),
    /** When the appointed candidate's record was exported for the school's staff records. */
    exportedAt: integer('exported_at', { mode: 'timestamp_ms' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('candidates_reference_idx').on(t.reference),
    index('candidates_vacancy_idx').on(t.vacancyId, t.stage),
    index('candidates_created_idx').on(t.createdAt),
    index('candidates_phone_key_idx').on(t.phoneKey),
    index('candidates_email_key_idx').on(t.emailKey),
  ],
);

/**
 * A candidate's timeline: stage changes, notes, replies sent, interviews and demo lessons scheduled,
 * the CV opened, the export. Deleted with the candidate (a foreign key's cascade).
 */
export const candidateEvents = sqliteTable(
  'candidate_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    /** The staff member's username; '' for the site (the candidate's own application). */
    actor: text('actor').notNull().default(''),
    type: text('type', { enum: ['stage', 'note', 'reply', 'schedule', 'cv', 'export'] }).notNull(),
    /** JSON of what changed (stage ids, a meeting's time and place): never the candidate's details. */
    detail: text('detail').notNull().default('{}'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('candidate_events_candidate_idx').on(t.candidateId, t.at)],
);

/** The recruitment's own reply templates ("regret", "interview"), apart from the admissions desk's. */
export const candidateTemplates = sqliteTable('candidate_templates', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  ...timestamps,
});
