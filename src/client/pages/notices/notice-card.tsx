import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { NOTICE_CATEGORY_LABELS, noticePath } from '../../../shared/notices';
import { ItemText, textLanguage, useLanguage } from '../../lib/language';
import type { RouterOutputs } from '../../lib/trpc';
import './notices.css';

export type NoticeItem = RouterOutputs['notices']['latest'][number];

/** The small line of a notice: its category, 'Pinned', and its date. */
export function NoticeMeta({ notice }: { notice: Pick<NoticeItem, 'category' | 'pinned' | 'publishedAt'> }) {
  return (
    <p className="notice-meta">
      <span className={`badge notice-category notice-category-${notice.category}`}>
        {NOTICE_CATEGORY_LABELS[notice.category]}
      </span>
      {notice.pinned && <span className="badge notice-pinned">Pinned</span>}
      <time dateTime={notice.publishedAt}>{formatDate(notice.publishedAt)}</time>
    </p>
  );
}

/** One notice in a list (the notices page, the home page): meta, title as its link, excerpt. */
export function NoticeCard({ notice, headingLevel = 'h2' }: { notice: NoticeItem; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const language = useLanguage();
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
          {notice.attachmentCount === 1 ? '1 attachment' : `${notice.attachmentCount} attachments`}
        </p>
      )}
    </article>
  );
}
