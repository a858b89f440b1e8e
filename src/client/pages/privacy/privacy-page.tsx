import { formatDate } from '../../../shared/format';
import { PAGES } from '../../../shared/paths';
import { PageMetaHero } from '../../components/layout/page-hero';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { FactList, factItems } from '../info/fact-list';
import '../info/info.css';
import './privacy.css';

// /privacy: the privacy notice under India's DPDP Act, written by the server from the site settings
// (src/server/features/privacy/service.ts) with its version and the date that version was first shown. Plain
// text, lists and links: it reads, prints and works without JavaScript, and loads nothing but its data.

type Notice = RouterOutputs['privacy']['notice'];
type Block = Notice['sections'][number]['blocks'][number];

const ONCE = { staleTime: Number.POSITIVE_INFINITY };

function NoticeBlock({ block }: { block: Block }) {
  if (block.kind === 'text') return <p>{block.text}</p>;
  if (block.kind === 'list') {
    return (
      <ul className="privacy-list">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <FactList className="privacy-facts" items={factItems(block.facts)} />;
}

function Published({ notice }: { notice: Notice }) {
  return <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>;
}

function NoticeText({ notice }: { notice: Notice }) {
  return (
    <div className="page-columns privacy-layout">
      <nav className="card privacy-contents" aria-labelledby="privacy-contents-title">
        <h2 id="privacy-contents-title" className="privacy-contents-title">
          On this page
        </h2>
        <ol>
          {notice.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
        <p className="privacy-version">
          Version {notice.version}, published <Published notice={notice} />
        </p>
      </nav>
      <div className="privacy-notice">
        {notice.sections.map((section) => (
          <section key={section.id} id={section.id} className="privacy-section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.blocks.map((block, i) => (
              <NoticeBlock key={i} block={block} />
            ))}
          </section>
        ))}
        <p className="privacy-footnote">
          This is version {notice.version} of the notice, published <Published notice={notice} />. When the notice
          changes it gets a new version; each enquiry and application keeps the version that was current when it was
          sent.
        </p>
      </div>
    </div>
  );
}

export default function PrivacyPage() {
  const notice = trpc.privacy.notice.useQuery(undefined, ONCE);
  return (
    <>
      <PageMetaHero page={PAGES.privacy} />
      <section className="section">
        <div className="container">
          {notice.data ? (
            <NoticeText notice={notice.data} />
          ) : notice.isError ? (
            <p className="alert alert-error" role="alert">
              The privacy notice could not be loaded just now. Please try again in a few minutes.
            </p>
          ) : (
            <p className="muted" role="status">
              Loading the privacy notice...
            </p>
          )}
        </div>
      </section>
    </>
  );
}
