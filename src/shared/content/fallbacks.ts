import type { AchievementCategory } from '../constants';
import { CURRICULUM, FOUNDED_YEAR, HIFZ_DURATION, SCHOOL_STAGES } from './school-facts';

// Built-in content the home carousels show when their list cannot be loaded.
// No images: the cards draw a gradient with an icon instead, so nothing is fetched from elsewhere.
const FALLBACK_DATE = '2025-01-01T00:00:00.000Z';

export interface FallbackJourney {
  id: string;
  title: string;
  description: string;
  label: string;
  imageUrl: null;
  imageSrcSet: null;
  createdAt: string;
}

export const FALLBACK_JOURNEYS: FallbackJourney[] = [
  {
    id: 'fallback-journey-1',
    title: 'First Steps',
    label: 'Nursery to UKG',
    description: 'Play, stories and first letters in a warm classroom where every child is known by name.',
  },
  {
    id: 'fallback-journey-2',
    title: 'Growing Minds',
    label: 'Grade 1 to Grade 5',
    description: 'Strong foundations in languages, mathematics and science, with daily Islamic studies.',
  },
  {
    id: 'fallback-journey-3',
    title: 'Confident Learners',
    label: 'Grade 6 to Grade 12',
    description: `The ${CURRICULUM}, guided towards board examinations and the world beyond.`,
  },
].map((j) => ({ ...j, imageUrl: null, imageSrcSet: null, createdAt: FALLBACK_DATE }));

export interface FallbackAchievement {
  id: string;
  title: string;
  badge: string;
  organization: string;
  year: string;
  category: AchievementCategory;
  imageUrl: null;
  imageSrcSet: null;
  createdAt: string;
}

export const FALLBACK_ACHIEVEMENTS: FallbackAchievement[] = (
  [
    {
      id: 'fallback-achievement-1',
      title: 'Academic Excellence',
      badge: 'CBSE Pattern',
      organization: 'CBSE',
      year: String(FOUNDED_YEAR),
      category: 'excellence',
    },
    {
      id: 'fallback-achievement-2',
      title: 'Hifz of the Holy Quran',
      badge: 'Quran Memorisation',
      organization: 'Hifz Department',
      year: String(FOUNDED_YEAR),
      category: 'respect',
    },
    {
      id: 'fallback-achievement-3',
      title: `Educating Akola Since ${FOUNDED_YEAR}`,
      badge: 'Community Trust',
      organization: 'Parents of Akola',
      year: String(FOUNDED_YEAR),
      category: 'trust',
    },
  ] as const
).map((a) => ({ ...a, imageUrl: null, imageSrcSet: null, createdAt: FALLBACK_DATE }));

export interface FallbackHighlight {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  imageUrl: null;
  imageSrcSet: null;
  createdAt: string;
}

/** The highlights' default slides, shown with the notice 'Using default slides'. */
export const FALLBACK_HIGHLIGHTS: FallbackHighlight[] = [
  {
    id: 'fallback-highlight-1',
    title: SCHOOL_STAGES,
    subtitle: 'One school for every stage',
    description: `A complete education on the ${CURRICULUM}.`,
  },
  {
    id: 'fallback-highlight-2',
    title: 'Hifz Programme',
    subtitle: 'Quran memorisation with care',
    description: `Guided memorisation of the Holy Quran, usually completed in ${HIFZ_DURATION}.`,
  },
  {
    id: 'fallback-highlight-3',
    title: 'Laboratories and Library',
    subtitle: 'Learning by doing',
    description: '',
  },
].map((h) => ({ ...h, imageUrl: null, imageSrcSet: null, createdAt: FALLBACK_DATE }));
