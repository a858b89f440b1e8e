import { Link, useParams } from 'react-router-dom';
import { formatFileSize, NOTICES_PATH } from '../../../shared/notices';
import { fill } from '../../../shared/words/fill';
import { PageHero } from '../../components/layout/page-hero';
import { textLanguage, useLanguage } from '../../lib/language';
import { useLtrInRtl } from '../../lib/own-language';
import { trpc } from '../../lib/trpc';
import { usePageWords } from '../../lib/use-page-words';
import NotFoundPage from '../not-found/not-found-page';
import { CopyLinkButton } from './copy-link';
import { NoticeMeta } from './notice-card';

// /notices/<slug>: one visible notice. Its body is HTML rendered from Markdown on the server (safe:
// raw HTML escaped, unsafe links dropped; src/server/lib/markdown.ts), so no Markdown code is
// sent to the browser. A hidden or unknown notice is the site's 404 page (the server sends 404).
export default function NoticePage() {
  const { slug = '' } = useParams();
  const language = useLanguage();
  const { data: notice, isPending } = trpc.notices.bySlug.useQuery({ slug }, { staleTime: 60_000 });
  const w = usePageWords().notices;
  const ltr = useLtrInRtl();

  if (isPending)
    return (
      <p className="container section muted" role="status">
        {w.loadingNotice}
      </p>
    );
  if (!notice) return <NotFoundPage />;

  const shareText = `${notice.title} ${notice.url}`;
  return (
    <>
      <PageHero
        eyebrow={fill(w.noticeOf, { category: w.categories[notice.category] })}
        title={notice.title}
        titleLanguage={textLanguage(language, notice, 'title')}
      />
      <section className="section notice-section">
        <div className="container notice-layout">
          <p className="notice-back">
            <Link to={NOTICES_PATH}>{w.allNotices}</Link>
          </p>
          <article className="notice-article" aria-label={notice.title}>
            <NoticeMeta notice={notice} />
            <div
              className="notice-body"
              {...textLanguage(language, notice, 'body')}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and made safe on the server (markdown-it with html: false, safe links only; src/server/lib/markdown.ts)
              dangerouslySetInnerHTML={{ __html: notice.bodyHtml }}
            />

            {notice.attachments.length > 0 && (
              <section className="notice-files" aria-labelledby="notice-files-title">
                <h2 id="notice-files-title">{w.attachments}</h2>
                <ul>
                  {notice.attachments.map((a) => (
                    <li key={a.id} className={`notice-file notice-file-${a.kind}`}>
                      {a.kind === 'image' && a.imageSrc && (
                        <a href={a.href} className="notice-file-image">
                          <img
                            src={a.imageSrc}
                            srcSet={a.imageSrcSet ?? undefined}
                            sizes="(min-width: 800px) 720px, 100vw"
                            alt={a.name}
                            loading="lazy"
                          />
                        </a>
                      )}
                      <a href={a.href} className="notice-file-link">
                        {a.name}
                      </a>
                      <span className="notice-file-info">
                        {' — '}
                        {a.kind === 'pdf' ? w.pdf : w.image}, {formatFileSize(a.bytes)}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section className="notice-share" aria-labelledby="notice-share-title">
              <h2 id="notice-share-title" className="visually-hidden">
                {w.share}
              </h2>
              <a
                className="btn btn-primary notice-whatsapp"
                href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {w.whatsapp}
              </a>
              <CopyLinkButton url={notice.url} />
              <noscript>
                <p className="notice-url">
                  {`${w.linkToNotice} `}
                  <span dir={ltr}>{notice.url}</span>
                </p>
              </noscript>
            </section>
          </article>
        </div>
      </section>
    </>
  );
}
