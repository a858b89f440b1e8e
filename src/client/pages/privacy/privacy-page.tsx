import { formatDate } from '../../../shared/format';
import { DEFAULT_LANGUAGE } from '../../../shared/paths';
import { fillParts } from '../../../shared/words/pages/fill-parts';
import { PageMetaHero } from '../../components/layout/page-hero';
import { useLanguage } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { type RouterOutputs, trpc } from '../../lib/trpc';
import { usePageHero, usePageWords } from '../../lib/use-page-words';
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
  const { code } = useLanguage();
  const { dates } = usePageWords();
  return (
    <time dateTime={notice.publishedAt}>
      {formatDate(notice.publishedAt, code === DEFAULT_LANGUAGE ? undefined : dates)}
    </time>
  );
}

function NoticeText({ notice }: { notice: Notice }) {
  const words = usePageWords().privacyPage;
  return (
    <div className="page-columns privacy-layout">
      <nav className="card privacy-contents" aria-labelledby="privacy-contents-title">
        <h2 id="privacy-contents-title" className="privacy-contents-title">
          {words.contents}
        </h2>
        <ol>
          {notice.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
        <p className="privacy-version">
          {fillParts(words.version, { version: notice.version })}
          <Published notice={notice} />
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
          {fillParts(words.footnote, { version: notice.version })}
          <Published notice={notice} />
          {words.footnoteAfter}
        </p>
      </div>
    </div>
  );
}

export default function PrivacyPage() {
  const notice = trpc.privacy.notice.useQuery(undefined, ONCE);
  const words = usePageWords().privacyPage;
  return (
    <>
      <PageMetaHero page={usePageHero('privacy')} />
      <section className="section" {...useOwnLanguage()}>
        <div className="container">
          {notice.data ? (
            <NoticeText notice={notice.data} />
          ) : notice.isError ? (
            <p className="alert alert-error" role="alert">
              {words.loadFailed}
            </p>
          ) : (
            <p className="muted" role="status">
              {words.loading}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
