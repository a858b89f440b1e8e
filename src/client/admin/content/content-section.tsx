import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { confirmDelete } from '../kit/confirm';
import { ListSectionTop } from '../kit/list-section-top';
import { LoadState } from '../kit/load-state';
import { useToast } from '../kit/toast';
import { type ItemRef, itemPath, sectionPath } from '../shell/admin-paths';
import {
  type AdminItem,
  prependItem,
  removeItem,
  removeRequest,
  replaceItem,
  SECTION_APIS,
  updateList,
} from './content-api';
import { type ContentConfig, itemName, matchesSearch } from './content-config';
import { ItemDialog } from './item-dialog';

/**
 * One content view: heading, where the site shows it, Add New, search, card grid, empty text, and the
 * dialog of the item its address names (/admin/slides/3, /admin/slides/new).
 */
export function ContentSection({ config, open }: { config: ContentConfig; open: ItemRef | null }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = SECTION_APIS[config.id].useList();
  // What the office calls these items in running text: 'slides', 'gallery'.
  const noun = config.title.toLowerCase();
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);

  useEffect(() => {
    if (list.isError) toast.error(`Error loading ${noun} data`);
  }, [list.isError, noun, toast]);

  // The item the address names, once the list is here; an id that is not in it (deleted since the
  // link was made) says so and shows the list.
  const openItem = typeof open === 'number' ? (list.data?.find((item) => item.id === open) ?? null) : null;
  const missing = typeof open === 'number' && !list.isPending && !list.isError && !openItem;
  useEffect(() => {
    if (!missing) return;
    toast.error(`This ${config.singular.toLowerCase()} no longer exists`);
    navigate(sectionPath(config.id), { replace: true });
  }, [missing, config, navigate, toast]);

  const items = (list.data ?? []).filter((item) => matchesSearch(item as Record<string, unknown>, search));
  const busy = deleting !== null;

  async function onDelete(item: AdminItem) {
    if (!confirmDelete(itemName(config, item as Record<string, unknown>))) return;
    setDeleting(item.id);
    try {
      await removeRequest(utils, config.id, item.id);
      updateList(utils, config.id, removeItem(item.id));
      toast.success(config.deleteMessage);
    } catch (error) {
      toast.error(readAdminError(error).summary ?? 'Error deleting item');
    } finally {
      setDeleting(null);
    }
  }

  const closeDialog = (replace = false) => navigate(sectionPath(config.id), { replace });
  const searchId = `${config.id}-search`;
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <ListSectionTop
        title={config.title}
        description={config.description}
        onAdd={() => navigate(itemPath(config.id, 'new'))}
        addDisabled={busy || list.isPending}
        searchId={searchId}
        searchLabel={config.title.toLowerCase()}
        search={search}
        onSearch={setSearch}
      />

      {list.isPending || list.isError ? (
        <LoadState
          failed={list.isError}
          loadingText={`Loading ${noun}...`}
          errorText={`Error loading ${noun} data`}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="admin-empty">No {noun} found.</p>
      ) : (
        <ul className="admin-grid">
          {items.map((item) => {
            const record = item as Record<string, unknown>;
            const name = itemName(config, record);
            const imageUrl = typeof record.imageUrl === 'string' ? record.imageUrl : null;
            const subtitle = typeof record.subtitle === 'string' ? record.subtitle : '';
            const description = typeof record.description === 'string' ? record.description : '';
            return (
              <li key={item.id} className="admin-card">
                {config.image !== 'none' &&
                  (imageUrl ? (
                    <img className="admin-card-image" src={imageUrl} alt="" loading="lazy" width={480} height={300} />
                  ) : (
                    <div className="admin-card-image admin-card-noimage" aria-hidden="true">
                      No image
                    </div>
                  ))}
                <div className="admin-card-body">
                  <h2>{name}</h2>
                  {subtitle && config.id !== 'highlights' && <p className="admin-card-sub">{subtitle}</p>}
                  {description && <p className="admin-card-text">{description}</p>}
                  <ul className="admin-card-meta" aria-label="Details">
                    {config.meta(record).map((m, i) => (
                      <li key={i} className="badge">
                        {m}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="admin-card-actions">
                  {config.canEdit && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Edit ${name}`}
                      onClick={() => navigate(itemPath(config.id, item.id))}
                      disabled={busy}
                    >
                      Edit
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-danger btn-sm"
                    aria-label={`Delete ${name}`}
                    onClick={() => onDelete(item)}
                    disabled={busy}
                  >
                    {deleting === item.id ? 'Deleting...' : 'Delete'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {(open === 'new' || (openItem && config.canEdit)) && (
        <ItemDialog
          key={open}
          config={config}
          item={openItem}
          onClose={() => closeDialog()}
          onSaved={(saved, mode) => {
            updateList(utils, config.id, mode === 'create' ? prependItem(saved) : replaceItem(saved));
            closeDialog(true);
          }}
        />
      )}
    </section>
  );
}
