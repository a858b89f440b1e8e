import type { StatementBlock, StatementSection } from '../../../shared/content/statements';
import { FactList, factItems } from '../info/fact-list';
import '../info/info.css';
import './contents-layout.css';
import { textLanguage, useLanguage, useSiteHref } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';

// The accessibility statement and the terms of use: sections of plain text, lists and links, with
// their contents beside them on a wide screen. They read, print and work without JavaScript.

function Block({ block }: { block: StatementBlock }) {
  const siteHref = useSiteHref();
  // What the office typed in English says so on a page in another language (nothing on an English page).
  const typedLanguage = textLanguage(useLanguage(), { untranslated: ['typed'] }, 'typed');
  switch (block.kind) {
    case 'text':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="statement-list" {...(block.typed ? typedLanguage : {})}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p>
          {block.before}
          <a href={siteHref(block.link.href)}>{block.link.text}</a>
          {block.after}
        </p>
      );
    case 'facts':
      return <FactList className="statement-facts" items={factItems(block.facts)} />;
  }
}

/** A statement's sections, with a list of them to jump to ("On this page"). */
export function StatementView({
  id,
  sections,
  contents,
}: {
  id: string;
  sections: StatementSection[];
  /** "On this page", in the page's language. */
  contents: string;
}) {
  const contentsTitle = `${id}-contents-title`;
  return (
    <section className="section" {...useOwnLanguage()}>
      <div className="container">
        <div className="page-columns statement-layout">
          <nav className="card statement-contents" aria-labelledby={contentsTitle}>
            <h2 id={contentsTitle} className="statement-contents-title">
              {contents}
            </h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="statement-text">
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                className="statement-section"
                aria-labelledby={`${section.id}-title`}
              >
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
