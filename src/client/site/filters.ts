// Category filters (the activities, the FAQ) switched in place. In the server's HTML each choice is a
// link to the page filtered by it (`?category=sports`); here a choice shows and hides the items
// without a reload and says so in the address. A list that holds every item (those of other
// categories hidden) is filtered as it is; a list the server filtered is first replaced by the chosen
// page's. The server writes what this needs, so no word of the page is in the script:
//   [data-filter="<param>"]            the group of choices, with
//     data-filter-list="<id>"          the list whose [data-filter-category] items it filters
//                                      (marked data-filter-complete when it holds every item),
//     data-filter-all="<value>"        the choice that shows every item,
//     data-filter-status="<id>"        (optional) the element that tells how many are shown,
//     data-filter-empty="<id>"         (optional) what shows when none is;
//   a[data-filter-value]               each choice (role=button, aria-pressed), with
//     data-filter-text                 what the status element says once it is chosen.
// Inside an island, once React has the group it handles the click itself (and prevents its default).
import { isPlainClick, setQueryParam } from './address';

function choose(group: HTMLElement, chosen: HTMLElement): void {
  const value = chosen.dataset.filterValue ?? '';
  const all = group.dataset.filterAll;
  for (const choice of group.querySelectorAll<HTMLElement>('[data-filter-value]')) {
    choice.setAttribute('aria-pressed', String(choice === chosen));
  }
  let shown = 0;
  const list = document.getElementById(group.dataset.filterList ?? '');
  for (const item of list?.querySelectorAll<HTMLElement>('[data-filter-category]') ?? []) {
    const isShown = value === all || item.dataset.filterCategory === value;
    item.hidden = !isShown;
    if (isShown) shown++;
  }
  // Inside an island the words are React's: a text changed before it wakes would not be the one it
  // hydrates (attributes are), and it says the count itself once it has taken the choice over.
  const status = group.closest('[data-island]') ? null : document.getElementById(group.dataset.filterStatus ?? '');
  if (status && chosen.dataset.filterText !== undefined) status.textContent = chosen.dataset.filterText;
  const empty = document.getElementById(group.dataset.filterEmpty ?? '');
  if (empty) empty.hidden = shown > 0;
  setQueryParam(group.dataset.filter ?? 'category', value);
}

/**
 * A list the server filtered holds only its category's items: the chosen page is fetched (it is in the
 * page cache) and its list taken in place of this one, or, when that fails, loaded as the link says.
 */
async function chooseFromServer(group: HTMLElement, chosen: HTMLAnchorElement): Promise<void> {
  try {
    const answer = await fetch(chosen.href, { headers: { Accept: 'text/html' } });
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const listId = group.dataset.filterList ?? '';
    const fresh = page.getElementById(listId);
    const list = document.getElementById(listId);
    if (!fresh || !list) throw new Error('No list in the page');
    // Spread first: the nodes leave `fresh` (a live list) as they are moved.
    list.replaceChildren(...Array.from(fresh.childNodes));
    if (fresh.hasAttribute('data-filter-complete')) list.setAttribute('data-filter-complete', '');
    choose(group, chosen);
  } catch {
    window.location.assign(chosen.href);
  }
}

function choiceOf(event: Event): { group: HTMLElement; choice: HTMLAnchorElement } | null {
  const choice = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-filter-value]');
  const group = choice?.closest<HTMLElement>('[data-filter]');
  return choice && group ? { group, choice } : null;
}

export function initFilters(): void {
  document.addEventListener('click', (event) => {
    const found = choiceOf(event);
    // A click meant for a new window or tab keeps the link's own behaviour.
    if (!found || event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    const list = document.getElementById(found.group.dataset.filterList ?? '');
    if (list?.hasAttribute('data-filter-complete')) choose(found.group, found.choice);
    else void chooseFromServer(found.group, found.choice);
  });
  // The choices are buttons to assistive technology, so Space presses them as it presses a button.
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || event.defaultPrevented || !choiceOf(event)) return;
    event.preventDefault();
    (event.target as HTMLElement).click();
  });
}
