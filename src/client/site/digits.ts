// A phone number field takes digits only, up to its length (`data-digits`), as its form does once its
// island is awake (use-enquiry-form.ts, use-application-form.ts). Until then the browser holds the
// field: without this, letters typed on a slow connection would fill the field's length and push out
// the digits that follow. Once the island is awake React filters, and this stays out of its way (a
// value changed under React would hide the change from it).
export function initDigitFields(): void {
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.dataset.digits) return;
      if (field.closest<HTMLElement>('[data-island]')?.dataset.state === 'awake') return;
      const digits = field.value.replace(/\D/g, '').slice(0, Number(field.dataset.digits));
      if (digits !== field.value) field.value = digits;
    },
    true,
  );
}
