import type { SiteSettings } from '../schemas/settings';

// Zod-free so public pages can import it without the validation library.
// Seeded with clearly example contact values (an e-mail at school.example, a zero phone number), so
// nothing real-looking is published by mistake: the school replaces them from the dashboard.
export const DEFAULT_SETTINGS: SiteSettings = {
  email: 'info@school.example',
  phone: '+91 00000 00000',
  addressIndia: 'Al Mahmood School, Ganga Nagar, Akola, Maharashtra, India',
  addressInternational: 'Al Mahmood International School, Akot Road, Panchmori, Akola, Maharashtra, India',
  addressDubai: 'Al Mahmood Education Office, Dubai, United Arab Emirates',
  facebookUrl: '',
  instagramUrl: '',
  youtubeUrl: '',
  heroButtonText: 'Admissions Open For AY 2025-26',
  admissionsNotice: 'Admissions for the academic year 2025-26 are closed.',
  videoUrl: '',
  splashEnabled: true,
};
