/** A WhatsApp number: '+', the country code and the number (8 to 15 digits); spaces and dashes allowed. */
export function whatsappDigits(number: string): string | null {
  const compact = number.replace(/[\s()-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact.slice(1) : null;
}
