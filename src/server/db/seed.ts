import { eq } from 'drizzle-orm';
import {
  academicYearLabel,
  academicYearSettings,
  admissionYearStartOf,
  DEFAULT_YEAR_MONTHS,
  seedAcademicYearStart,
} from '../../shared/content/academic-year';
import { PAGE_WORDS_REVISION } from '../../shared/content/page-words';
import { HIFZ_DURATION, SCHOOL_LOCATIONS } from '../../shared/content/school-facts';
import { DEFAULT_SETTINGS } from '../../shared/schemas/settings';
import { instantToZoned } from '../../shared/time-zone';
import type { MediaStore } from '../lib/images/media-store';
import { recordPageWords } from './changes';
import type { Db } from './client';
import { achievements, announcements, artworks, highlights, journeys, settings } from './schema';
import { type Illustration, illustrationFile, type Motif } from './seed-illustrations';
import { SEEDED_KEY } from './seed-markers';
import { type SeedClock, seedSchoolContent } from './seed-school-content';
import { seedTranslations } from './seed-translations';
import { write } from './write';

// Sample content for every carousel and the information tiles, for the school to replace from the
// dashboard. The facts in it (fee, places, Hifz duration) come from school-facts.ts.
const JOURNEYS: { title: string; description: string; label: string; motif: Motif }[] = [
  {
    title: 'Early Years',
    label: 'Nursery to UKG',
    description: 'Play-based learning, first letters and numbers, and good manners in a warm, safe classroom.',
    motif: 'sun',
  },
  {
    title: 'Primary School',
    label: 'Grade 1 to Grade 5',
    description: 'Strong foundations in English, Mathematics and Science alongside daily Islamic studies.',
    motif: 'books',
  },
  {
    title: 'Middle School',
    label: 'Grade 6 to Grade 8',
    description: 'Laboratories, projects and clubs that turn curiosity into understanding.',
    motif: 'flask',
  },
  {
    title: 'Senior Secondary',
    label: 'Grade 9 to Grade 12',
    description: 'Focused CBSE board preparation, career guidance and leadership in student life.',
    motif: 'star',
  },
];

const ACHIEVEMENTS: {
  title: string;
  badge: string;
  organization: string;
  year: string;
  category: 'trust' | 'respect' | 'brand' | 'excellence';
  motif: Motif;
}[] = [
  {
    title: 'Outstanding CBSE Board Results',
    badge: 'Academic Excellence',
    organization: 'Central Board of Secondary Education',
    year: '2024',
    category: 'excellence',
    motif: 'trophy',
  },
  {
    title: 'Hifz Completion Ceremony',
    badge: 'Quran Memorisation',
    organization: 'Al Mahmood Hifz Department',
    year: '2024',
    category: 'respect',
    motif: 'crescent',
  },
  {
    title: 'Trusted by Akola Families',
    badge: 'Community Trust',
    organization: 'Parents of Akola',
    year: '2023',
    category: 'trust',
    motif: 'campus',
  },
  {
    title: 'Inter-School Science Exhibition Winners',
    badge: 'Science & Innovation',
    organization: 'District Science Fair, Akola',
    year: '2023',
    category: 'brand',
    motif: 'flask',
  },
];

const HIGHLIGHTS: { title: string; subtitle: string; description: string; motif: Motif }[] = [
  {
    title: 'Modern Science Laboratories',
    subtitle: 'Learning by doing',
    description: 'Well-equipped laboratories where students test ideas with their own hands.',
    motif: 'flask',
  },
  {
    title: 'A Library Full of Stories',
    subtitle: 'Readers become leaders',
    description: 'A quiet library with books in English, Urdu and more for every age.',
    motif: 'books',
  },
  {
    title: 'Hifz Programme',
    subtitle: 'Quran memorisation with care',
    description: `Guided memorisation of the Holy Quran, usually completed in ${HIFZ_DURATION}.`,
    motif: 'crescent',
  },
  {
    title: 'Sports and Annual Day',
    subtitle: 'Healthy bodies, confident minds',
    description: '',
    motif: 'trophy',
  },
];

const ARTWORKS: {
  title: string;
  artist: string;
  grade: string;
  category: string;
  description: string;
  motif: Motif;
}[] = [
  {
    title: 'Morning Over Akola',
    artist: 'Aisha K.',
    grade: 'Grade 5',
    category: 'Painting',
    description: 'Watercolour sunrise over the city.',
    motif: 'sun',
  },
  {
    title: 'Crescent Night',
    artist: 'Zaid M.',
    grade: 'Grade 8',
    category: 'Digital Art',
    description: 'The new moon of Ramadan in deep purple.',
    motif: 'crescent',
  },
  {
    title: 'Colours of Joy',
    artist: 'Maryam S.',
    grade: 'Grade 3',
    category: 'Painting',
    description: 'Bright colours for a happy classroom.',
    motif: 'palette',
  },
  {
    title: 'Our School',
    artist: 'Yusuf A.',
    grade: 'Grade 6',
    category: 'Sketch',
    description: 'A sketch of our campus from the playground.',
    motif: 'campus',
  },
  {
    title: 'Reach for the Stars',
    artist: 'Fatima R.',
    grade: 'Grade 10',
    category: 'Poster',
    description: 'A poster for the science exhibition.',
    motif: 'star',
  },
];

// The home page's two information tiles are announcements, so the administrator can edit them.
const ANNOUNCEMENTS = [
  {
    icon: 'clipboard',
    title: 'Admission Process',
    description: `Collect the form from the school office, submit it with documents and the {admissionFee} form fee, sit the entrance exam and receive your offer.`,
    buttonText: 'See the Admission Process',
    link: '/admission-process',
  },
  {
    icon: 'map-pin',
    title: 'Locations',
    description: `${SCHOOL_LOCATIONS}.`,
    buttonText: 'Find Us',
    link: '/contact',
  },
];

/** The drawing of each seeded item, by media folder, in the order of the lists above. */
const SEED_DRAWINGS: Record<'journeys' | 'achievements' | 'slides' | 'gallery', Illustration[]> = {
  journeys: JOURNEYS.map(({ motif }, i) => ({ index: i, motif })),
  achievements: ACHIEVEMENTS.map(({ motif }, i) => ({ index: i + 1, motif })),
  slides: HIGHLIGHTS.map(({ motif }, i) => ({ index: i + 2, motif })),
  gallery: ARTWORKS.map(({ motif }, i) => ({ index: i + 3, motif })),
};

/** Every drawing the seed copies (scripts/draw-seed-illustrations.ts draws these). */
export const SEED_ILLUSTRATIONS: Illustration[] = Object.values(SEED_DRAWINGS).flat();

/** The clock of a seed run at `now`: the current academic year in the school's (default) time zone. */
export function seedClock(now: Date): SeedClock {
  const today = instantToZoned(now, DEFAULT_SETTINGS.timeZone).slice(0, 10);
  return {
    now,
    startYear: seedAcademicYearStart(today, DEFAULT_YEAR_MONTHS),
    admissionStartYear: admissionYearStartOf(today, DEFAULT_YEAR_MONTHS),
  };
}

/**
 * Fills an empty database with the sample content of the content types once (the features seed their
 * own: seed.ts); later starts find the marker and do nothing.
 * `now` is the first start (the app's clock): the calendar, fees, notices and the settings that name
 * the year are those of the academic year it falls in (docs/decisions/031-academic-year.md).
 */
export async function seedSampleContent(db: Db, media: MediaStore, now = new Date()): Promise<boolean> {
  const marker = db.select().from(settings).where(eq(settings.key, SEEDED_KEY)).get();
  recordPageWords(db, PAGE_WORDS_REVISION, now);
  const clock = seedClock(now);
  seedSchoolContent(db, clock);
  // After the content it translates: an install that predates translations gets them too.
  seedTranslations(db, now);
  if (marker) return false;

  const keys: string[] = [];
  // One image at a time, each a copy of its drawn files (seed-illustrations.ts): nothing is decoded
  // or encoded at start (docs/decisions/024-memory-budget.md).
  const store = async (folder: 'journeys' | 'achievements' | 'slides' | 'gallery', drawings: Illustration[]) => {
    const stored: string[] = [];
    for (const drawing of drawings) {
      const key = await media.storeVariants(folder, (width) => illustrationFile(drawing, width));
      keys.push(key);
      stored.push(key);
    }
    return stored;
  };
  try {
    const journeyKeys = await store('journeys', SEED_DRAWINGS.journeys);
    const achievementKeys = await store('achievements', SEED_DRAWINGS.achievements);
    const slideKeys = await store('slides', SEED_DRAWINGS.slides);
    const artKeys = await store('gallery', SEED_DRAWINGS.gallery);
    // Older items first so "newest first" shows the list in the order written above.
    const base = now.getTime() - 60_000;
    const at = (i: number, n: number) => new Date(base + (n - i) * 1000);

    write(db, (tx) => {
      tx.insert(journeys)
        .values(
          JOURNEYS.map(({ motif: _m, ...j }, i) => ({
            ...j,
            image: journeyKeys[i] ?? '',
            createdAt: at(i, JOURNEYS.length),
            updatedAt: at(i, JOURNEYS.length),
          })),
        )
        .run();
      tx.insert(achievements)
        .values(ACHIEVEMENTS.map(({ motif: _m, ...a }, i) => ({ ...a, image: achievementKeys[i] ?? '' })))
        .run();
      tx.insert(highlights)
        .values(
          HIGHLIGHTS.map(({ motif: _m, ...s }, i) => ({
            ...s,
            image: slideKeys[i] ?? '',
            createdAt: at(i, HIGHLIGHTS.length),
            updatedAt: at(i, HIGHLIGHTS.length),
          })),
        )
        .run();
      tx.insert(artworks)
        .values(
          ARTWORKS.map(({ motif: _m, ...a }, i) => ({
            ...a,
            subtitle: a.artist,
            buttonText: 'View Artwork',
            image: artKeys[i] ?? '',
            createdAt: at(i, ARTWORKS.length),
            updatedAt: at(i, ARTWORKS.length),
          })),
        )
        .run();
      tx.insert(announcements)
        .values(ANNOUNCEMENTS.map((a) => ({ ...a, createdAt: new Date(base), updatedAt: new Date(base) })))
        .run();
      tx.insert(settings)
        .values({
          key: 'site',
          value: JSON.stringify({ ...DEFAULT_SETTINGS, ...academicYearSettings(academicYearLabel(clock.startYear)) }),
        })
        .onConflictDoNothing()
        .run();
      tx.insert(settings)
        .values({ key: SEEDED_KEY, value: JSON.stringify(now.toISOString()) })
        .run();
    });
    return true;
  } catch (error) {
    await Promise.all(keys.map((k) => media.remove(k)));
    throw error;
  }
}
