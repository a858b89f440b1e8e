import { useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { ItemCard, ListSection } from '../kit/list-section';
import { type ItemRef, sectionPath } from '../shell/admin-paths';
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
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const list = SECTION_APIS[config.id].useList();
  // What the office calls these items in running text: 'slides', 'gallery'.
  const noun = config.title.toLowerCase();
  const nameOf = (item: AdminItem) => itemName(config, item as Record<string, unknown>);
  const closeDialog = (replace = false) => navigate(sectionPath(config.id), { replace });

  return (
    <ListSection
      section={config.id}
      title={config.title}
      description={config.description}
      searchId={`${config.id}-search`}
      searchLabel={noun}
      list={list}
      open={open}
      matches={(item, search) => matchesSearch(item as Record<string, unknown>, search)}
      texts={{
        loading: `Loading ${noun}...`,
        loadFailed: `Error loading ${noun} data`,
        empty: () => `No ${noun} found.`,
        missing: `This ${config.singular.toLowerCase()} no longer exists`,
      }}
      itemName={nameOf}
      deleteItem={{
        request: (item) => removeRequest(utils, config.id, item.id),
        drop: (item) => updateList(utils, config.id, removeItem(item.id)),
        success: () => config.deleteMessage,
        failure: (error) => readAdminError(error).summary ?? 'Error deleting item',
      }}
      renderItems={(items, actions) => (
        <ul className="admin-grid">
          {items.map((item) => {
            const record = item as Record<string, unknown>;
            const imageUrl = typeof record.imageUrl === 'string' ? record.imageUrl : null;
            const subtitle = typeof record.subtitle === 'string' ? record.subtitle : '';
            const description = typeof record.description === 'string' ? record.description : '';
            return (
              <ItemCard
                key={item.id}
                item={item}
                name={nameOf(item)}
                actions={actions}
                canEdit={config.canEdit}
                media={
                  config.image === 'none' ? null : imageUrl ? (
                    <img className="admin-card-image" src={imageUrl} alt="" loading="lazy" width={480} height={300} />
                  ) : (
                    <div className="admin-card-image admin-card-noimage" aria-hidden="true">
                      No image
                    </div>
                  )
                }
              >
                <h2>{nameOf(item)}</h2>
                {subtitle && config.id !== 'highlights' && <p className="admin-card-sub">{subtitle}</p>}
                {description && <p className="admin-card-text">{description}</p>}
                <ul className="admin-card-meta" aria-label="Details">
                  {config.meta(record).map((m, i) => (
                    <li key={i} className="badge">
                      {m}
                    </li>
                  ))}
                </ul>
              </ItemCard>
            );
          })}
        </ul>
      )}
      renderDialog={(openItem) =>
        (open === 'new' || (openItem && config.canEdit)) && (
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
        )
      }
    />
  );
}
