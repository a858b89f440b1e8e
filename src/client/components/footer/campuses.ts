import type { PublicSiteSettings } from '../../../shared/schemas/settings';

// The school's addresses, as the footer and the contact page list them, each with a directions link:
// a plain link to a map search (no embedded map, so no third-party script or frame on the page and
// nothing sent to a map service until the parent chooses to go there).

export interface Campus {
  setting: 'addressIndia' | 'addressInternational' | 'addressDubai';
  /** The footer's short label. */
  label: string;
  /** The contact page's title; {school} is filled with the school's name. */
  title: string;
  /** How the directions link names the place: 'Directions to the Akola school'. */
  place: string;
}

export const CAMPUSES: readonly Campus[] = [
  { setting: 'addressIndia', label: 'India', title: '{school}, Akola', place: 'the Akola school' },
  {
    setting: 'addressInternational',
    label: 'International School',
    title: 'International School, Panchmori',
    place: 'the International School',
  },
  { setting: 'addressDubai', label: 'Dubai Office', title: 'Dubai Office', place: 'the Dubai office' },
];

/** A map search for an address (Google Maps' documented search URL; the address is the school's, never a visitor's). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function campusAddress(settings: PublicSiteSettings, campus: Campus): string {
  return settings[campus.setting];
}
