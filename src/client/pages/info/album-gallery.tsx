import type { PhotoAlbum } from '../../../shared/constants';
import { trpc } from '../../lib/trpc';
import { Photo } from './info-parts';

/** The photos of one album, in the school's order; prefetched with the page. */
export function useAlbum(album: PhotoAlbum) {
  const { data = [] } = trpc.photos.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return data.filter((p) => p.album === album);
}

/** An album's photos (added in the dashboard's Photo Albums), each sized for a third of the page and described by its alt text. */
export function PhotoGrid({ photos }: { photos: ReturnType<typeof useAlbum> }) {
  return (
    <div className="grid grid-3">
      {photos.map((p) => (
        <figure className="gallery-figure" key={p.id}>
          <Photo image={p} slot="gallery" alt={p.alt} />
          {p.caption && <figcaption>{p.caption}</figcaption>}
        </figure>
      ))}
    </div>
  );
}
