// Enquiry Form options, shared by the form and the server: a value outside these lists is refused by
// the enquiry schema (src/shared/schemas/enquiry.ts), so the office only sees places it serves.
export const ENQUIRY_STATES = ['Maharashtra'] as const;

/** Cities offered for each state; changing the state clears the city. */
export const ENQUIRY_CITIES_BY_STATE: Record<string, readonly string[]> = {
  Maharashtra: ['Akola'],
};

/** Schools offered in each city; changing the city clears the school. */
export const ENQUIRY_SCHOOLS_BY_CITY: Record<string, readonly string[]> = {
  Akola: ['Ganga Nagar', 'Pachmori'],
};

export const ENQUIRY_CITIES = ['Akola'] as const;
export const ENQUIRY_SCHOOLS = ['Ganga Nagar', 'Pachmori'] as const;

export const ENQUIRY_GRADES = [
  'Pre-KG',
  'LKG',
  'UKG',
  ...Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
] as readonly string[];

export const ENQUIRY_DEFAULT_STATE = 'Maharashtra';
export const ENQUIRY_DEFAULT_CITY = 'Akola';

export function citiesFor(state: string): readonly string[] {
  return ENQUIRY_CITIES_BY_STATE[state] ?? [];
}

export function schoolsFor(city: string): readonly string[] {
  return ENQUIRY_SCHOOLS_BY_CITY[city] ?? [];
}
