import { Link } from 'react-router-dom';
import { NOTICES_PATH } from '../../../../shared/notices';
import { useHomeWords } from '../../../lib/home-words';
import { useOwnLanguage } from '../../../lib/own-language';
import { trpc } from '../../../lib/trpc';
import { NoticeCard } from '../../notices/notice-card';
import { HomeSection, type PartHeader } from '../home-parts';
import { HOME_QUERY_OPTIONS } from '../home-query';

/** The latest three notices (pinned first, then newest), in the server HTML like every home list. */
export function NoticesSection({ header }: { header: PartHeader }) {
  const { data } = trpc.notices.latest.useQuery(undefined, HOME_QUERY_OPTIONS);
  const words = useHomeWords().sections;
  const own = useOwnLanguage();
  if (!data?.length) return null;
  return (
    <HomeSection className="section-soft home-notices" titleId="home-notices-title" {...header}>
      <ul className="notice-list notice-list-home">
        {data.map((n) => (
          <li key={n.id}>
            <NoticeCard notice={n} headingLevel="h3" />
          </li>
        ))}
      </ul>
      <p className="home-notices-more">
        <Link className="btn btn-outline" to={NOTICES_PATH} {...own}>
          {words.viewAllNotices}
        </Link>
      </p>
    </HomeSection>
  );
}
