import { PageMetaHero } from '../../components/layout/page-hero';
import { Island } from '../../islands/island';
import { useIslandFormsWords } from '../../lib/use-page-forms-words';
import { usePageHero } from '../../lib/use-page-words';
import './admission-status.css';
import { STATUS_CHECK_ANCHOR, StatusCheckIsland } from './status-check';

// /admission-status: a parent checks their enquiry or application by its reference and the last four
// digits of the mobile number given (src/server/features/admission-status/service.ts). A match shows
// the stage in plain words and nothing else. Without JavaScript the form posts to this page and the
// server answers with the page again (src/server/features/admission-status/routes.ts).

export default function AdmissionStatusPage() {
  return (
    <>
      <PageMetaHero page={usePageHero('admissionStatus')} />
      <section className="section">
        <div className="container status-check" id={STATUS_CHECK_ANCHOR}>
          <StatusCheck />
        </div>
      </section>
    </>
  );
}

/**
 * The check and its answer: an island (status-check.tsx), hydrated on the first focus or input, given
 * its words in the page's language (without the stages, which the server words).
 */
function StatusCheck() {
  const words = useIslandFormsWords(['admissionStatus', 'payment']);
  return <Island name="admission-status" component={StatusCheckIsland} props={{ words }} />;
}
