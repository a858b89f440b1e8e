// What a parent types, read the one way whatever their keyboard (docs/architecture.md, "Digits and
// scripts in the forms"). Phones set to Marathi or Hindi type the Devanagari digits ०-९, to Urdu the
// Extended Arabic-Indic ۰-۹ (some the Arabic-Indic ٠-٩): a number is the same number in any of them, so
// the forms' digit fields store and check it in 0-9. Nothing here imports a library: the site script
// uses it before the forms' own code has loaded (src/client/site/digits.ts).

/** The three digit sets other than 0-9 that Indian keyboards type; each is ten code points from its zero. */
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/g;

/** The code point of the zero of the set `code` belongs to. */
function zeroOf(code: number): number {
  if (code >= 0x0966) return 0x0966;
  if (code >= 0x06f0) return 0x06f0;
  return 0x0660;
}

/**
 * The text with every Devanagari (०-९), Extended Arabic-Indic (۰-۹) and Arabic-Indic (٠-٩) digit made
 * the digit 0-9 it is; every other character as it was. One code unit for one, so the length and every
 * position in the text stay the same.
 */
export function latinDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - zeroOf(code));
  });
}

/**
 * Text as typed, in any script, composed the one way (Unicode NFC): a keyboard may send a letter as one
 * code point or as a letter and its mark, and a name must be the same stored text either way.
 */
export function composed(text: string): string {
  return text.normalize('NFC');
}
