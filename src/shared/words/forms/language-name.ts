import { LANGUAGES } from '../../paths';

// How the dashboard (English) names the language a parent wrote in: its own name, and English's name
// for it after ('मराठी (Marathi)'), so the office reads it whatever script it knows.

const ENGLISH_NAMES: Record<string, string> = { en: 'English', mr: 'Marathi', hi: 'Hindi', ur: 'Urdu' };

/** 'मराठी (Marathi)', 'English'; an unknown code as it is stored. */
export function languageName(code: string): string {
  const own = LANGUAGES.find((l) => l.code === code)?.name;
  const english = ENGLISH_NAMES[code];
  if (!own || !english) return code;
  return own === english ? own : `${own} (${english})`;
}
