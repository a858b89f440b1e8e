import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { noticePath } from '../../../shared/notices';
import { DEFAULT_LANGUAGE } from '../../../shared/paths';
import { fill } from '../../../shared/words/fill';
import { ItemText, textLanguage, useLanguage } from '../../lib/language';
import type { RouterOutputs } from '../../lib/trpc';
import { usePageWords } from '../../lib/use-page-words';
import './notices.css';

export type NoticeItem = RouterOutputs['notices']['latest'][number];

/** The small line of a notice: its category, 'Pinned', and its date. */
export function NoticeMeta({ notice }: { notice: Pick<NoticeItem, 'category' | 'pinned' | 'publishedAt'> }) {
  const { code } = useLanguage();
  const words = usePageWords();
  const w = words.notices;
  return (
    <p className="notice-meta">
      <span className={`badge notice-category notice-category-${notice.category}`}>
        {w.categories[notice.category]}
      </span>
      {notice.pinned && <span className="badge notice-pinned">{w.pinned}</span>}
      <time dateTime={notice.publishedAt}>
        {formatDate(notice.publishedAt, code === DEFAULT_LANGUAGE ? undefined : words.dates)}
      </time>
    </p>
  );
}

/** One notice in a list (the notices page, the home page): meta, title as its link, excerpt. */
export function NoticeCard({ notice, headingLevel = 'h2' }: { notice: NoticeItem; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const language = useLanguage();
  const w = usePageWords().notices;
  return (
    <article className={notice.pinned ? 'notice-card is-pinned' : 'notice-card'}>
      <NoticeMeta notice={notice} />
      <Heading className="notice-card-title">
        <Link to={noticePath(notice.slug)}>
          <ItemText item={notice} field="title">
            {notice.title}
          </ItemText>
        </Link>
      </Heading>
      {notice.excerpt && (
        <p className="notice-card-excerpt" {...textLanguage(language, notice, 'body')}>
          {notice.excerpt}
        </p>
      )}
      {notice.attachmentCount > 0 && (
        <p className="notice-card-files">
          {notice.attachmentCount === 1 ? w.attachmentOne : fill(w.attachmentMany, { count: notice.attachmentCount })}
        </p>
      )}
    </article>
  );
}
