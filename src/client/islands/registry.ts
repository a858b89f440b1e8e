import type { ComponentType } from 'react';

// Every island's module, by the name the server writes on it (island.tsx). Only the browser's island
// runtime (runtime.tsx) imports this file: each entry is a chunk of its own, loaded when an island of
// that name wakes.
// biome-ignore lint/suspicious/noExplicitAny: each island takes its own props, checked where it is placed.
type Loader = () => Promise<ComponentType<any>>;

export const ISLANDS = {
  faq: () => import('../components/faq/faq').then((m) => m.FaqIsland),
  'enquiry-form': () => import('../components/enquiry-form/enquiry-form').then((m) => m.EnquiryFormIsland),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof ISLANDS;
