import { z } from 'zod';
import { ILLUSTRATION_KINDS } from '../illustrations';
import { fieldProblems } from './fields';
import { PAGE_PARTS } from './home-parts';

export { PAGE_PARTS, type PagePart } from './home-parts';

// A page of the site as data (docs/decisions/038-pages-as-data.md): its settings (title, heading,
// meta description...) and an ordered list of sections of the kinds the design has. The office edits
// words, images and order; the kinds keep the designer's layout. Text is either plain (a title, a
// label: filled fields, escaped) or Markdown (`richText`: paragraphs, lists, headings, links;
// `inlineText`: bold and links inside a sentence), rendered on the server by the notices' renderer.
//
// Which keys hold Markdown is said once, here, by key name (MARKDOWN_BLOCK_KEYS, MARKDOWN_INLINE_KEYS):
// the server's renderer walks a document and renders exactly those.

export { MARKDOWN_BLOCK_KEYS, MARKDOWN_INLINE_KEYS } from './markdown-keys';

export const LIMITS = {
  line: 160,
  label: 80,
  inline: 1200,
  body: 6000,
  items: 40,
  sections: 40,
  description: 300,
} as const;

const withFields = <T extends z.ZodString>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const message of fieldProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

/** One line of plain text (a title, an eyebrow). */
export const plainLine = (max: number = LIMITS.line) =>
  withFields(z.string().trim().max(max, `At most ${max} characters`));
/** Markdown inside a sentence of the design (a lead, a card's text). */
export const inlineText = (max: number = LIMITS.inline) =>
  withFields(z.string().trim().max(max, `At most ${max} characters`));
/** Markdown blocks (a section's body). */
export const richText = (max: number = LIMITS.body) =>
  withFields(z.string().trim().max(max, `At most ${max} characters`));

export const IllustrationArtSchema = z.object({
  kind: z.literal('illustration'),
  illustration: z.enum(ILLUSTRATION_KINDS),
  /** What a screen reader says for the drawing. */
  label: plainLine(),
  tone: z.number().int().min(0).max(7),
});

/** A photo the office uploaded in place of the drawing; the drawing is kept to restore. */
export const PhotoArtSchema = z.object({
  kind: z.literal('photo'),
  /** The media key ('pages/3f9c…'), as the image pipeline stored it. */
  image: z.string().regex(/^pages\/[a-f0-9]{32}$/, 'Upload the photo again'),
  alt: plainLine(200).min(1, 'Describe the photo for people who cannot see it'),
  /** As for the gallery: a photo showing children is published only with their parents' consent. */
  photoConsent: z.boolean(),
  /** The drawing it replaced, put back by "Restore the illustration". */
  illustration: IllustrationArtSchema,
});

export const ArtSchema = z.discriminatedUnion('kind', [IllustrationArtSchema, PhotoArtSchema]);
export type Art = z.infer<typeof ArtSchema>;

/** A link inside the site ('/fees?tab=payment-rules') or to a safe address. */
export const linkTarget = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/, 'Use a page address starting with / or an http(s) address');

export const CardSchema = z.object({
  title: plainLine(),
  /** A muted line under the title (the classes a stage covers). */
  subtitle: plainLine().optional(),
  text: inlineText(),
  icon: z.enum(ILLUSTRATION_KINDS).optional(),
  /** A larger drawing or photo at the top of the card, instead of an icon. */
  art: ArtSchema.optional(),
  /** Makes the title a link. */
  link: linkTarget.optional(),
  /** Where it is (a city and country), shown with a map pin under the title. */
  place: plainLine().optional(),
  /** A check list after the text (a card of requirements); the text may then be empty. */
  items: z.array(inlineText()).max(LIMITS.items, `At most ${LIMITS.items} items`).optional(),
});

const items = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.items, `At most ${LIMITS.items} items`);

// Blocks: the parts inside a section.
export const TextBlockSchema = z.object({ kind: z.literal('text'), body: richText() });
export const CardsBlockSchema = z.object({
  kind: z.literal('cards'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  /** Centred cards (tiles); `muted` greys their text. */
  tile: z.boolean().default(false),
  muted: z.boolean().default(false),
  /** A coloured rule on top of each card. */
  accent: z.boolean().default(false),
  /** Each card stands on its own (an article: a partner school, a profile). */
  article: z.boolean().default(false),
  /** 2 when each card stands for a section of the page (its title an h2); else h3. */
  level: z.union([z.literal(2), z.literal(3)]).default(3),
  toneFrom: z.number().int().min(0).max(7).default(0),
  items: items(CardSchema),
  /** Cards drawn from a list kept elsewhere (the calendar's fee instalments), shown first in the same grid. */
  source: z.lazy(() => z.enum(DATA_SOURCES)).optional(),
});
export const ListBlockSchema = z.object({
  kind: z.literal('list'),
  /** `timeline`: the items in order down a line (a term's calendar). */
  style: z.enum(['check', 'plain', 'timeline']).default('check'),
  items: items(inlineText()),
});
export const TableBlockSchema = z.object({
  kind: z.literal('table'),
  caption: plainLine(),
  columns: z.array(plainLine(LIMITS.label)).min(2).max(8),
  /** Each row: its header cell, then one cell per further column. */
  rows: items(z.array(plainLine(LIMITS.inline)).min(2).max(8)),
  /** Rows become cards on narrow screens. */
  stack: z.boolean().default(false),
  narrow: z.boolean().default(false),
  /** Each row's header cell shown as a chip (a grade, a code). */
  chips: z.boolean().default(false),
  /** Keeps the page's surface colour on a soft band. */
  onSurface: z.boolean().default(false),
  /** A muted line under the table (where to find more). */
  note: inlineText().optional(),
});
export const FactsBlockSchema = z.object({
  kind: z.literal('facts'),
  items: items(z.object({ term: plainLine(), value: inlineText() })),
});
export const TimelineBlockSchema = z.object({
  kind: z.literal('timeline'),
  items: items(z.object({ title: plainLine(), text: inlineText() })),
  note: inlineText().optional(),
});
export const CalloutBlockSchema = z.object({
  kind: z.literal('callout'),
  icon: z.enum(ILLUSTRATION_KINDS),
  tone: z.number().int().min(0).max(7).default(0),
  title: plainLine(),
  text: inlineText(),
});
export const LinkBlockSchema = z.object({
  kind: z.literal('link'),
  label: plainLine(LIMITS.label),
  link: linkTarget,
  /** Shown as a button (an outlined or a filled one) instead of a centred text link. */
  button: z.enum(['outline', 'primary']).optional(),
});
/**
 * A muted sentence: a pointer under a table, a remark closing a card; `illustrative`: the small print
 * under a part of the page (such as: the names shown are examples).
 */
export const NoteBlockSchema = z.object({
  kind: z.literal('note'),
  text: inlineText(),
  illustrative: z.boolean().default(false),
});
/** Numbered steps, each a title and a sentence (how to apply). */
export const StepsBlockSchema = z.object({
  kind: z.literal('steps'),
  items: items(z.object({ title: plainLine(), text: inlineText() })),
});
export const GalleryBlockSchema = z.object({
  kind: z.literal('gallery'),
  toneFrom: z.number().int().min(0).max(7).default(0),
  items: items(z.object({ title: plainLine(), caption: plainLine().optional(), art: ArtSchema })),
});
/** What happens when: each item a badge (the month), a title and a line (the year's activities). */
export const DatedBlockSchema = z.object({
  kind: z.literal('dated'),
  items: items(z.object({ when: plainLine(LIMITS.label), title: plainLine(), text: inlineText() })),
});
/** A closing thought set large in a callout. */
export const QuoteBlockSchema = z.object({ kind: z.literal('quote'), text: inlineText() });

/** The blocks that hold only the page's own words, shown where a list the office keeps is still empty. */
const FALLBACK_BLOCKS = [
  TextBlockSchema,
  CardsBlockSchema,
  ListBlockSchema,
  TableBlockSchema,
  FactsBlockSchema,
  TimelineBlockSchema,
  CalloutBlockSchema,
  LinkBlockSchema,
  GalleryBlockSchema,
  DatedBlockSchema,
  QuoteBlockSchema,
  NoteBlockSchema,
  StepsBlockSchema,
] as const;

/**
 * What the office keeps elsewhere (people, photos, fees, the school's addresses), shown where the
 * page puts it: the office moves or removes it here and edits it in its own section.
 */
export const DATA_SOURCES = [
  'addresses',
  'leadershipTeam',
  'infrastructurePhotos',
  'campusPhotos',
  'activityPhotos',
  'feeTable',
  'feeRules',
  'activities',
  'alumni',
  'alumniTiles',
  'journeys',
  'achievements',
  'faq',
  'admissionsNotice',
  'feeNote',
  'feePaymentMethods',
  'feeRefusedPayment',
  'feeConfirmation',
  'feePaymentRules',
  'feeWithdrawalRules',
  'feePolicies',
  'phoneAndEmail',
  'examDates',
  'feeInstallments',
  'ptmDates',
  'holidays',
  'admissionSteps',
  'documentChecklist',
  'promotionRules',
] as const;
export type DataSource = (typeof DATA_SOURCES)[number];
export const DataBlockSchema = z.object({
  kind: z.literal('data'),
  source: z.enum(DATA_SOURCES),
  /** Shown instead while the list is empty (the drawings that stand in for an album's photos). */
  fallback: z.array(z.discriminatedUnion('kind', FALLBACK_BLOCKS)).max(LIMITS.items).optional(),
});

const BASE_BLOCKS = [...FALLBACK_BLOCKS, DataBlockSchema] as const;

/**
 * A titled part of a tab or section: eyebrow, h2, lead, then its blocks; with `art`, the text stands
 * beside a drawing or photo.
 */
export const SubsectionBlockSchema = z.object({
  kind: z.literal('subsection'),
  id: z.string().max(60).optional(),
  eyebrow: plainLine().optional(),
  title: plainLine(),
  lead: inlineText().optional(),
  blocks: z.array(z.discriminatedUnion('kind', BASE_BLOCKS)).max(LIMITS.items),
  art: ArtSchema.optional(),
});

/**
 * Cards side by side, each a title (with a muted aside) over its own blocks (a list, a note, a button):
 * for a card that is more than a title and a sentence, such as a term's calendar. `accent` gives every
 * card the coloured edge (or one card, on the card); `level: 2` makes a card's title a heading of the
 * tab, styled as a section title.
 */
export const PanelsBlockSchema = z.object({
  kind: z.literal('panels'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  /** Every card carries the accent border. */
  accent: z.boolean().default(false),
  items: items(
    z.object({
      title: plainLine(),
      /** After the title, muted: '(June - November)'. */
      aside: plainLine().optional(),
      icon: z.enum(ILLUSTRATION_KINDS).optional(),
      tone: z.number().int().min(0).max(7).default(0),
      /** The coloured edge of a card that stands out. */
      accent: z.boolean().default(false),
      level: z.union([z.literal(2), z.literal(3)]).default(3),
      blocks: z.array(z.discriminatedUnion('kind', BASE_BLOCKS)).max(LIMITS.items),
    }),
  ),
});

export const BlockSchema = z.discriminatedUnion('kind', [...BASE_BLOCKS, SubsectionBlockSchema, PanelsBlockSchema]);
export type Block = z.infer<typeof BlockSchema>;
export type BlockKind = Block['kind'];
const blocks = z.array(BlockSchema).max(LIMITS.items, `At most ${LIMITS.items} parts`);

// Sections: the bands of a page.
const sectionBase = {
  /** The heading's id (the section is labelled by it); kept stable so links to #about-title keep working. */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,59}$/)
    .optional(),
  soft: z.boolean().default(false),
};

/** A band with a centred header (eyebrow, title, intro) and its blocks. */
export const BandSectionSchema = z.object({
  kind: z.literal('band'),
  ...sectionBase,
  eyebrow: plainLine().optional(),
  title: plainLine().optional(),
  intro: inlineText().optional(),
  blocks,
});
/** Text beside a drawing or photo; `reverse` puts the picture first on wide screens. */
export const SplitSectionSchema = z.object({
  kind: z.literal('split'),
  ...sectionBase,
  reverse: z.boolean().default(false),
  eyebrow: plainLine().optional(),
  title: plainLine(),
  lead: inlineText().optional(),
  body: richText().optional(),
  blocks: blocks.default([]),
  art: ArtSchema,
});
export const TabSchema = z.object({
  /** The address value (?tab=payment-rules): lowercase letters, digits and dashes. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Lowercase letters, digits and dashes'),
  label: plainLine(LIMITS.label),
  blocks,
});
/** Tabs, each holding blocks; the chosen tab is in the address. */
export const TabsSectionSchema = z.object({
  kind: z.literal('tabs'),
  ...sectionBase,
  /** The tab list's accessible name. */
  label: plainLine(LIMITS.label),
  /** What stands above the tab list, for every tab (a notice). */
  blocks: blocks.default([]),
  tabs: z.array(TabSchema).min(1).max(8),
});
/** The closing band: apply online or send an enquiry. */
export const CtaSectionSchema = z.object({
  kind: z.literal('cta'),
  ...sectionBase,
  title: plainLine(),
  text: inlineText(),
});

// The home page's own sections: it has no page hero, and most of its bands are the office's lists
// drawn by the home page's components. The home page draws these kinds; no other page has them.

/**
 * The opening band of a page without a page hero: the page's heading as its h1, a line above it, a
 * lead, up to two buttons (the first the main one) and up to four key figures.
 */
export const HeroSectionSchema = z.object({
  kind: z.literal('hero'),
  /** The h1's id. */
  id: sectionBase.id,
  eyebrow: plainLine().optional(),
  lead: inlineText().optional(),
  actions: z.array(z.object({ label: plainLine(LIMITS.label), link: linkTarget })).max(2),
  facts: z.array(z.object({ figure: plainLine(LIMITS.label), label: plainLine() })).max(4),
});
/** Text beside the school's video (its address is in Settings): the body, values with icons, a button. */
export const VideoSectionSchema = z.object({
  kind: z.literal('video'),
  id: sectionBase.id,
  eyebrow: plainLine().optional(),
  title: plainLine(),
  body: richText().optional(),
  values: items(z.object({ icon: z.enum(ILLUSTRATION_KINDS), title: plainLine(), text: inlineText() })),
  button: z.object({ label: plainLine(LIMITS.label), link: linkTarget }).optional(),
});

/** One of those parts, under a header the office words; the office orders or removes it here. */
export const PartSectionSchema = z.object({
  kind: z.literal('part'),
  source: z.enum(PAGE_PARTS),
  eyebrow: plainLine(),
  title: plainLine(),
  intro: inlineText().optional(),
});

export const SectionSchema = z.discriminatedUnion('kind', [
  BandSectionSchema,
  SplitSectionSchema,
  TabsSectionSchema,
  CtaSectionSchema,
  HeroSectionSchema,
  VideoSectionSchema,
  PartSectionSchema,
]);
export type Section = z.infer<typeof SectionSchema>;
export type SectionKind = Section['kind'];

/** The page's head and hero: what `PAGES` held for it. */
export const PageSettingsSchema = z.object({
  title: plainLine(),
  heading: plainLine(),
  eyebrow: plainLine().optional(),
  intro: inlineText(600).optional(),
  description: plainLine(LIMITS.description).min(1, 'Write a short description for search engines'),
  /** The picture shown when the page is shared (a photo the office uploaded), or none. */
  shareImage: z
    .string()
    .regex(/^pages\/[a-f0-9]{32}$/)
    .optional(),
});
export type PageSettings = z.infer<typeof PageSettingsSchema>;

export const PageDocumentSchema = z.object({
  settings: PageSettingsSchema,
  sections: z.array(SectionSchema).max(LIMITS.sections, `At most ${LIMITS.sections} sections`),
});
export type PageDocument = z.infer<typeof PageDocumentSchema>;
/** As written (defaults optional): what seeds and the editor build. */
export type PageDocumentInput = z.input<typeof PageDocumentSchema>;
