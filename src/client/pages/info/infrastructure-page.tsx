import { PhotoGrid, useAlbum } from './album-gallery';
import { type DataBlockProps, DocumentPage } from './sections/page-document';

// "Infrastructure": its words are data the office edits (docs/decisions/038-pages-as-data.md); the
// photos are the office's albums (Photo Albums).

/** The Infrastructure album, under the facilities: nothing until it has a photo. */
function FacilityPhotos() {
  const photos = useAlbum('infrastructure');
  if (photos.length === 0) return null;
  return (
    <div style={{ marginBlockStart: 'var(--space-6)' }}>
      <PhotoGrid photos={photos} />
    </div>
  );
}

/** The Campus album; the page's drawings stand in until it has a photo. */
function CampusPhotos({ fallback }: DataBlockProps) {
  const photos = useAlbum('campus');
  if (photos.length === 0) return <>{fallback}</>;
  return <PhotoGrid photos={photos} />;
}

export default function InfrastructurePage() {
  return (
    <DocumentPage page="infrastructure" data={{ infrastructurePhotos: FacilityPhotos, campusPhotos: CampusPhotos }} />
  );
}
