import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { itemPath, type SectionId, sectionPath } from '../shell/admin-paths';
import { useToast } from './toast';

/**
 * The item an address names (/admin/contacts/12), shown opened above its section's list, wherever the
 * item is in the list: what a colleague sees when sent the link. It takes the focus when it opens, so
 * keyboard and screen-reader users land on it; Close goes back to the list, Copy link copies its address.
 */
export function OpenedItem<T>({
  section,
  id,
  noun,
  query,
  cardClassName = 'admin-card is-open',
  children,
}: {
  section: SectionId;
  id: number;
  /** What one item is called ('enquiry'): 'Opened enquiry', 'Close enquiry', 'This enquiry no longer exists'. */
  noun: string;
  query: { data?: T; isPending: boolean; isError: boolean };
  /** The class of the box around the item, as its list's cards have. */
  cardClassName?: string;
  children: (item: T) => ReactNode;
}) {
  const navigate = useNavigate();
  const link = itemPath(section, id);
  const toast = useToast();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (!loaded || !ref.current) return;
    ref.current.focus();
    ref.current.scrollIntoView?.({ block: 'nearest' });
  }, [loaded]);

  async function copyLink() {
    const url = new URL(link, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      // No clipboard (an insecure address, or refused): the address bar holds the same link.
      toast.error('Could not copy the link; copy it from the address bar');
    }
  }

  return (
    <section ref={ref} className="admin-opened" aria-labelledby={titleId} tabIndex={-1}>
      <div className="admin-opened-bar">
        <h2 id={titleId} className="admin-opened-title">
          Opened {noun}
        </h2>
        <div className="admin-opened-actions">
          {loaded && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={copyLink}>
              Copy link
            </button>
          )}
          <button type="button" className="btn btn-outline btn-sm" onClick={() => navigate(sectionPath(section))}>
            Close {noun}
          </button>
        </div>
      </div>
      {query.data !== undefined ? (
        <div className={cardClassName}>{children(query.data)}</div>
      ) : query.isError ? (
        <p className="alert alert-error">This {noun} no longer exists. It may have been deleted.</p>
      ) : (
        <p className="admin-empty" role="status">
          Loading...
        </p>
      )}
    </section>
  );
}
