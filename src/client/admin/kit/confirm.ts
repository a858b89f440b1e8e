// The dashboard's questions before it deletes, in the spec's words plus the item's name, so the office
// sees which item goes ('Are you sure you want to delete this item? “Annual Day 2025”'). A native
// confirm: modal, announced by screen readers, and answered with the keyboard.
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this item?';

export function deleteQuestion(name: string): string {
  const shown = name.trim();
  return shown ? `${DELETE_CONFIRMATION} “${shown}”` : DELETE_CONFIRMATION;
}

/** Asks before deleting the named item; true when the administrator agreed. */
export function confirmDelete(name: string): boolean {
  return window.confirm(deleteQuestion(name));
}
