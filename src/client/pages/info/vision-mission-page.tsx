import { DocumentPage } from './sections/page-document';

// "Vision & Mission": its words are data the office edits (docs/decisions/038-pages-as-data.md).
export default function VisionMissionPage() {
  return <DocumentPage page="visionMission" />;
}
