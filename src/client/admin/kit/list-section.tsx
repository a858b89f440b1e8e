import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ItemRef, itemPath, type SectionId, sectionPath } from '../shell/admin-paths';
import { confirmDelete } from './confirm';
import { ListSectionTop } from './list-section-top';
import { LoadState } from './load-state';
import { useCanChangeSection } from './section-access';
import { useToast } from './toast';

/** What a list section's items do, handed to its rendering of them. */
export interface ListActions<T> {
  /** True while any item is being deleted or worked on: the buttons wait. */
  busy: boolean;
  /** The item being deleted or worked on. */
  busyId: number | null;
  /** Opens the item by its address (/admin/notices/3). */
  edit: (item: T) => void;
  /** Asks, deletes, and says how it went. */
  remove: (item: T) => void;
  /** Runs other work on one item (the calendar's Duplicate) with the buttons waiting meanwhile. */
  work: (item: T, task: () => Promise<void>) => Promise<void>;
}

/**
 * The shell of a dashboard list section (content types, notices, transfer certificates, the calendar):
 * the heading with Add New and search, loading and its failure with Retry, the empty line, the item the
 * address names (/admin/notices/3) or a toast when it no longer exists, and delete with confirmation.
 * The section says its words and renders its items and its dialog.
 */
export function ListSection<T extends { id: number }>({
  section,
  title,
  description,
  searchId,
  searchLabel,
  list,
  open,
  matches,
  texts,
  itemName,
  deleteItem,
  onAdd,
  addDisabled = false,
  toolbar,
  renderItems,
  renderDialog,
}: {
  section: SectionId;
  title: string;
  description?: ReactNode;
  searchId: string;
  /** 'notices': the box is labelled 'Search notices'. */
  searchLabel: string;
  list: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  open: ItemRef | null;
  matches: (item: T, search: string) => boolean;
  texts: {
    loading: string;
    /** The toast and the line with Retry when the list could not load. */
    loadFailed: string;
    /** Said when no item matches (all the items, before the search, are given). */
    empty: (all: T[]) => string;
    /** The toast for an address whose item has gone. */
    missing: string;
  };
  /** What names an item in its buttons and the delete question. */
  itemName: (item: T) => string;
  deleteItem: {
    request: (item: T) => Promise<unknown>;
    /** Takes the item out of the cached list. */
    drop: (item: T) => void;
    success: (item: T) => string;
    failure: (error: unknown) => string;
  };
  /** Add New; by default the address of a new item (/admin/notices/new). */
  onAdd?: () => void;
  /** Add New waits for more than the list (the campuses a new TC needs). */
  addDisabled?: boolean;
  /** Filters between the search box and the items. */
  toolbar?: ReactNode;
  renderItems: (items: T[], actions: ListActions<T>) => ReactNode;
  /** The dialog, given the item the address names (null for none, or a new one). */
  renderDialog: (openItem: T | null) => ReactNode;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const canChange = useCanChangeSection();
  const [search, setSearch] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (list.isError) toast.error(texts.loadFailed);
  }, [list.isError, texts.loadFailed, toast]);

  // The item the address names, once the list is here; an id that is not in it (deleted since the
  // link was made) says so and shows the list.
  const openItem = typeof open === 'number' ? (list.data?.find((item) => item.id === open) ?? null) : null;
  const missing = typeof open === 'number' && !list.isPending && !list.isError && !openItem;
  useEffect(() => {
    if (!missing) return;
    toast.error(texts.missing);
    navigate(sectionPath(section), { replace: true });
  }, [missing, texts.missing, section, navigate, toast]);

  async function work(item: T, task: () => Promise<void>) {
    setBusyId(item.id);
    try {
      await task();
    } finally {
      setBusyId(null);
    }
  }

  async function remove(item: T) {
    if (!confirmDelete(itemName(item))) return;
    await work(item, async () => {
      try {
        await deleteItem.request(item);
        deleteItem.drop(item);
        toast.success(deleteItem.success(item));
      } catch (error) {
        toast.error(deleteItem.failure(error));
      }
    });
  }

  const busy = busyId !== null;
  const items = (list.data ?? []).filter((item) => matches(item, search));
  const actions: ListActions<T> = {
    busy,
    busyId,
    edit: (item) => navigate(itemPath(section, item.id)),
    remove: (item) => void remove(item),
    work,
  };
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <ListSectionTop
        title={title}
        description={description}
        onAdd={onAdd ?? (() => navigate(itemPath(section, 'new')))}
        addDisabled={busy || list.isPending || addDisabled}
        searchId={searchId}
        searchLabel={searchLabel}
        search={search}
        onSearch={setSearch}
      />
      {toolbar}

      {list.isPending || list.isError ? (
        <LoadState
          failed={list.isError}
          loadingText={texts.loading}
          errorText={texts.loadFailed}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="admin-empty">{texts.empty(list.data ?? [])}</p>
      ) : (
        renderItems(items, actions)
      )}

      {/* The dialog edits or creates: nothing to open for a person who may only read. */}
      {canChange && renderDialog(openItem)}
    </section>
  );
}

/**
 * An item's buttons: the section's own first (View), Edit when it can be edited, any others (the
 * calendar's Duplicate), and Delete, all waiting while an item is being worked on.
 */
export function ItemActions<T>({
  item,
  name,
  actions,
  className = 'admin-card-actions',
  leading,
  canEdit = true,
  sayDeleting = true,
  children,
}: {
  item: T & { id: number };
  /** The item's name, in the buttons' accessible names ('Edit Sports Day'). */
  name: string;
  actions: ListActions<T>;
  className?: string;
  leading?: ReactNode;
  canEdit?: boolean;
  /** Delete says 'Deleting...' while its item goes. */
  sayDeleting?: boolean;
  children?: ReactNode;
}) {
  // Edit, Delete and the section's other work (Duplicate) all change the item: a reader sees what leads.
  const canChange = useCanChangeSection();
  if (!canChange) return leading ? <div className={className}>{leading}</div> : null;
  return (
    <div className={className}>
      {leading}
      {canEdit && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-label={`Edit ${name}`}
          onClick={() => actions.edit(item)}
          disabled={actions.busy}
        >
          Edit
        </button>
      )}
      {children}
      <button
        type="button"
        className="btn btn-danger btn-sm"
        aria-label={`Delete ${name}`}
        onClick={() => actions.remove(item)}
        disabled={actions.busy}
      >
        {sayDeleting && actions.busyId === item.id ? 'Deleting...' : 'Delete'}
      </button>
    </div>
  );
}

/** One item of a list section as a card: what the section shows of it, then its buttons. */
export function ItemCard<T>({
  item,
  name,
  actions,
  media,
  leading,
  canEdit,
  children,
}: {
  item: T & { id: number };
  name: string;
  actions: ListActions<T>;
  media?: ReactNode;
  /** Buttons or links before Edit (View). */
  leading?: ReactNode;
  canEdit?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="admin-card">
      {media}
      <div className="admin-card-body">{children}</div>
      <ItemActions item={item} name={name} actions={actions} leading={leading} canEdit={canEdit} />
    </li>
  );
}
