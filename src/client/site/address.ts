// What the site script's in-place controls (tabs, filters) share about links and the address.

/** A click that follows a link here: the main button, not meant for a new window or tab. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** Says in the address's query what the page shows (a reload or a shared link opens it), without a history entry. */
export function setQueryParam(name: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', url);
}
