import type { ComponentType } from 'react';

// Every island's module, by the name the server writes on it (island.tsx). Only the browser's island
// runtime (runtime.tsx) imports this file: each entry is a chunk of its own, loaded when an island of
// that name wakes.
// biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, checked where it is placed.
type Loader = () => Promise<ComponentType<any>>;

export const ISLANDS = {
  faq: () => import('../components/faq/faq').then((m) => m.FaqIsland),
  'enquiry-form': () => import('../components/enquiry-form/enquiry-form').then((m) => m.EnquiryFormIsland),
  'highlights-carousel': () => import('../pages/home/sections/highlights-section').then((m) => m.HighlightsIsland),
  'journeys-carousel': () => import('../pages/home/sections/journeys-section').then((m) => m.JourneysIsland),
  'achievements-carousel': () =>
    import('../pages/home/sections/achievements-section').then((m) => m.AchievementsIsland),
  'art-gallery': () => import('../pages/home/sections/art-gallery-section').then((m) => m.ArtGalleryIsland),
  'application-form': () => import('../pages/apply/application-form').then((m) => m.ApplicationCardIsland),
  'careers-application-form': () => import('../pages/careers/application-form').then((m) => m.CareersApplicationIsland),
  'tc-lookup': () => import('../pages/tc-verification/tc-lookup').then((m) => m.TcLookupIsland),
  'admission-status': () => import('../pages/admission-status/status-check').then((m) => m.StatusCheckIsland),
  'notice-search': () => import('../pages/notices/notice-search').then((m) => m.NoticeSearchIsland),
  'calendar-month': () => import('../pages/calendar/calendar-view').then((m) => m.CalendarMonthIsland),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof ISLANDS;
