import { latinDigits } from '../../shared/typed-text';

// A phone number field takes digits only, up to its length (`data-digits`), as its form does once its
// island is awake (use-enquiry-form.ts, use-application-form.ts). Until then the browser holds the
// field: without this, letters typed on a slow connection would fill the field's length and push out
// the digits that follow. Digits typed on a Marathi, Hindi or Urdu keyboard (०-९, ۰-۹, ٠-٩) are the
// digits 0-9 they are, so they are shown as those, not dropped. Once the island is awake React
// filters, and this stays out of its way (a value changed under React would hide the change from it).

/** The digits 0-9 of `text`, each typed digit read as the one it is in whatever script. */
const digitsOf = (text: string) => latinDigits(text).replace(/\D/g, '');

export function initDigitFields(): void {
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.dataset.digits) return;
      if (field.closest<HTMLElement>('[data-island]')?.dataset.state === 'awake') return;
      const typed = field.value;
      const digits = digitsOf(typed).slice(0, Number(field.dataset.digits));
      if (digits === typed) return;
      // The caret stays after the digit it followed (setting the value alone would move it to the end).
      const caret = field.selectionStart;
      field.value = digits;
      if (caret !== null) {
        const at = Math.min(digitsOf(typed.slice(0, caret)).length, digits.length);
        field.setSelectionRange(at, at);
      }
    },
    true,
  );
}
