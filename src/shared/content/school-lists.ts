import { lines } from '../lines';

// The school's lists as the office keeps them (one item a line, in Settings or a fee structure), read
// into the shapes the pages, the FAQ's fields, /apply and the brochure state
// (docs/decisions/044-one-academic-year.md).

/** The admission steps of the setting, each line 'Title: what to do'. */
export function admissionStepsOf(text: string): { title: string; text: string }[] {
  return lines(text).map((line) => {
    const at = line.indexOf(': ');
    return at < 0 ? { title: line, text: '' } : { title: line.slice(0, at), text: line.slice(at + 2) };
  });
}

/** 'a, b and c'. */
export const listInWords = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

/** An item as it reads inside a sentence: 'Birth certificate' → 'birth certificate'. */
export const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count as a sentence says it: 3 → 'three', 12 → '12'. */
export const countInWords = (n: number): string => NUMBER_WORDS[n] ?? String(n);
