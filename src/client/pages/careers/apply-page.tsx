import { useLocation } from 'react-router-dom';
import { careersFormWordsFor } from '../../../shared/words/careers-form';
import { PageHero } from '../../components/layout/page-hero';
import { useLanguage } from '../../lib/language';
import { trpc } from '../../lib/trpc';
import { CareersApplicationForm } from './application-form';

/** /careers/apply: the application for a post, chosen from the open vacancies (`?vacancy=<slug>` preselects one). */
export default function CareersApplyPage() {
  const words = careersFormWordsFor(useLanguage().code);
  const { data: vacancies } = trpc.careersApply.openVacancies.useQuery(undefined, { staleTime: 60_000 });
  const selected = new URLSearchParams(useLocation().search).get('vacancy') ?? '';
  const open = vacancies ?? [];
  return (
    <>
      <PageHero title={words.title}>{words.intro}</PageHero>
      <section className="section">
        <div className="container">
          <div className="card form-panel apply-card">
            <CareersApplicationForm
              vacancies={open}
              words={words}
              selected={open.some((v) => v.slug === selected) ? selected : ''}
            />
          </div>
        </div>
      </section>
    </>
  );
}
