import type { ReactNode } from 'react';
import type { PageMeta } from '../../../shared/paths';
import type { OwnLanguage } from '../../lib/own-language';
import { useSchoolText } from '../../lib/use-school-text';

/**
 * The gradient banner at the top of every information page; its h1 is the page's main heading. Texts
 * from PAGES may name the school ({school}, {short}, {year}): filled here from the settings.
 */
export function PageHero({
  eyebrow,
  title,
  introHtml,
  titleLanguage,
  children,
  language,
}: {
  /** The hero's language when its words are translated and the page's <main> may still say English. */
  language?: OwnLanguage;
  eyebrow?: string;
  title: string;
  /** The title's language when it is not the page's (an office text not yet translated). */
  titleLanguage?: { lang?: string; dir?: 'ltr' | 'rtl' };
  /** The introduction as HTML rendered on the server from a page's Markdown (pages as data). */
  introHtml?: string;
  children?: ReactNode;
}) {
  const schoolText = useSchoolText();
  return (
    <section className="page-hero" {...language}>
      <div className="container">
        {eyebrow && <span className="eyebrow">{schoolText(eyebrow)}</span>}
        <h1 {...titleLanguage}>{schoolText(title)}</h1>
        {introHtml ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server, raw HTML off, safe links only
          <p dangerouslySetInnerHTML={{ __html: introHtml }} />
        ) : (
          children && <p>{typeof children === 'string' ? schoolText(children) : children}</p>
        )}
      </div>
    </section>
  );
}

/** The banner of a page whose eyebrow, heading and intro are its entry in PAGES. */
export function PageMetaHero({
  page,
}: {
  page: Pick<PageMeta, 'eyebrow' | 'heading' | 'intro'> & { language?: OwnLanguage };
}) {
  return (
    <PageHero eyebrow={page.eyebrow} title={page.heading} language={page.language}>
      {page.intro}
    </PageHero>
  );
}
