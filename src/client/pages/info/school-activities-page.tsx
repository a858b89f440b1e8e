import { PhotoGrid, useAlbum } from './album-gallery';
import { type DataBlockProps, DocumentPage } from './sections/page-document';

// "School Activities": its words are data the office edits (docs/decisions/038-pages-as-data.md).

/** The Activities album (Photo Albums); the page's drawings stand in until it has photos. */
function ActivityPhotos({ fallback }: DataBlockProps) {
  const photos = useAlbum('activities');
  return photos.length === 0 ? fallback : <PhotoGrid photos={photos} />;
}

export default function SchoolActivitiesPage() {
  return <DocumentPage page="schoolActivities" data={{ activityPhotos: ActivityPhotos }} />;
}
