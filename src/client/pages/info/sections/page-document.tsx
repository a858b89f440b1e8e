import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { imageSrcSet, imageUrl } from '../../../../shared/images';
import type { Art, Block, DataSource, Section } from '../../../../shared/page-content/document';
import type { EditablePageKey } from '../../../../shared/page-content/pages';
import { englishMark, type RenderedPage } from '../../../../shared/page-content/translation';
import { MapPin } from '../../../components/icons/icons';
import { PageHero } from '../../../components/layout/page-hero';
import { Tabs } from '../../../components/tabs/tabs';
import { trpc } from '../../../lib/trpc';
import { GlyphBadge, Illustration } from '../illustration';
import { Band, CtaBand, DataTable, SectionHeader } from '../info-parts';
import '../info.css';
import { SiteLink, useLanguage } from '../../../lib/language';

// An information page drawn from its document (docs/decisions/038-pages-as-data.md): the hero from its
// settings, then each section by its kind, with the design's own markup. Markdown arrives as HTML
// rendered on the server (features/information-pages/render.ts) and is put in place as it is. What
// the office keeps elsewhere (people, fees, photos) is a `data` block: the page passes the component
// for each source it shows, so a page's script holds only its own.

/** What a data block's component is given: the page's own words to show while its list is empty. */
export interface DataBlockProps {
  fallback?: ReactNode;
}
export type DataBlocks = Partial<Record<DataSource, ComponentType<DataBlockProps>>>;

const ONCE = { staleTime: Number.POSITIVE_INFINITY };

/** The rendered document of a page, prefetched with it. */
export function usePageDocument(page: EditablePageKey): RenderedPage | undefined {
  return trpc.pages.content.useQuery({ page }, ONCE).data;
}

/** Server-rendered Markdown, inline: inside one of the design's own elements. */
export function Html({
  as: Tag = 'p',
  html,
  className,
  style,
}: {
  as?: 'p' | 'span' | 'dd' | 'div';
  html: string;
  className?: string;
  style?: CSSProperties;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server with raw HTML off and safe links only
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A list of server-rendered inline Markdown items. */
function HtmlList({
  items,
  className,
  ordered = false,
}: {
  items: readonly string[];
  className: string;
  ordered?: boolean;
}) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={className}>
      {items.map((item, i) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server, safe by construction
        <li key={i} dangerouslySetInnerHTML={{ __html: item }} />
      ))}
    </Tag>
  );
}

/** Server-rendered Markdown blocks (paragraphs, lists); the wrapper lays out as if it were not there. */
function RichText({ html }: { html: string }) {
  return <Html as="div" className="rich-text" html={html} />;
}

export function ArtView({ art, width = 480, height = 300 }: { art: Art; width?: number; height?: number }) {
  if (art.kind === 'photo') {
    return (
      <img
        className="info-photo"
        src={imageUrl(art.image) ?? undefined}
        srcSet={imageSrcSet(art.image)}
        sizes="(min-width: 1024px) 560px, 100vw"
        width={width}
        height={height}
        alt={art.alt}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return <Illustration kind={art.illustration} label={art.label} tone={art.tone} width={width} height={height} />;
}

/** `inCard`: a block inside a card of `panels`, where a button stands on its own. */
function BlockView({ block, data, inCard = false }: { block: Block; data: DataBlocks; inCard?: boolean }) {
  switch (block.kind) {
    case 'text':
      return <RichText html={block.body} />;
    case 'cards': {
      const Leading = block.source ? data[block.source] : undefined;
      return (
        <div className={`grid grid-${block.columns}`}>
          {Leading && <Leading />}
          {block.items.map((card, i) => {
            const title = card.link ? <SiteLink to={card.link}>{card.title}</SiteLink> : card.title;
            const classes = ['card', block.accent && 'card-accent', block.tile && 'tile'].filter(Boolean).join(' ');
            const Tag = block.article ? 'article' : 'div';
            const Heading = block.level === 2 ? 'h2' : 'h3';
            const list = card.items && card.items.length > 0 && <HtmlList items={card.items} className="check-list" />;
            if (card.art) {
              return (
                <Tag className={classes} key={i}>
                  <ArtView art={card.art} width={480} height={220} />
                  <Heading style={{ marginTop: 'var(--space-4)' }}>{title}</Heading>
                  {card.text && <Html html={card.text} />}
                  {list}
                </Tag>
              );
            }
            return (
              <Tag className={classes} key={i}>
                {card.icon && <GlyphBadge kind={card.icon} tone={i + block.toneFrom} />}
                <Heading className={block.level === 2 ? 'section-title' : undefined}>{title}</Heading>
                {card.subtitle && <p className="muted">{card.subtitle}</p>}
                {card.place && (
                  <p className="contact-line muted">
                    <MapPin /> {card.place}
                  </p>
                )}
                {card.text && <Html html={card.text} className={block.muted ? 'muted' : undefined} />}
                {list}
              </Tag>
            );
          })}
        </div>
      );
    }
    case 'list':
      if (block.style === 'timeline') return <HtmlList items={block.items} className="timeline" ordered />;
      return <HtmlList items={block.items} className={block.style === 'check' ? 'check-list' : 'plain-list'} />;
    case 'table':
      return (
        <>
          <DataTable
            caption={block.caption}
            columns={block.columns}
            stack={block.stack}
            narrow={block.narrow}
            onSurface={block.onSurface}
            rows={block.rows.map((row, i) => ({
              key: String(i),
              head: block.chips ? <span className="grade-chip">{row[0]}</span> : row[0],
              cells: row.slice(1),
            }))}
          />
          {block.note && (
            <Html
              className="muted"
              html={block.note}
              style={{ textAlign: 'center', marginBlockStart: 'var(--space-4)' }}
            />
          )}
        </>
      );
    case 'facts':
      // FactList's markup, with each value's HTML straight in its <dd>.
      return (
        <dl className="fact-list">
          {block.items.map((item, i) => (
            <div key={i}>
              <dt>{item.term}</dt>
              <Html as="dd" html={item.value} />
            </div>
          ))}
        </dl>
      );
    case 'timeline':
      return (
        <>
          <ol className="timeline">
            {block.items.map((item, i) => (
              <li key={i}>
                <strong>{item.title}</strong>
                <Html as="span" className="muted" html={item.text} />
              </li>
            ))}
          </ol>
          {block.note && <Html className="muted" html={block.note} />}
        </>
      );
    case 'callout':
      return (
        <div className="callout">
          <GlyphBadge kind={block.icon} tone={block.tone} />
          <div>
            <h3>{block.title}</h3>
            <Html html={block.text} />
          </div>
        </div>
      );
    case 'link': {
      if (block.button) {
        const button = (
          <SiteLink className={`btn btn-${block.button}`} to={block.link}>
            {block.label}
          </SiteLink>
        );
        return inCard ? button : <div>{button}</div>;
      }
      return (
        <p style={{ marginTop: 'var(--space-5)', textAlign: 'center' }}>
          <SiteLink to={block.link}>{block.label}</SiteLink>
        </p>
      );
    }
    case 'note':
      return <Html className={block.illustrative ? 'illustrative-note' : 'muted'} html={block.text} />;
    case 'steps':
      return (
        <ol className={block.items.length === 4 ? 'steps steps-4' : 'steps'}>
          {block.items.map((step, i) => (
            <li key={i}>
              <h3>{step.title}</h3>
              <Html html={step.text} />
            </li>
          ))}
        </ol>
      );
    case 'gallery':
      return (
        <div className="grid grid-3">
          {block.items.map((g, i) => (
            <figure className="gallery-figure" key={i}>
              <ArtView art={g.art} width={480} height={280} />
              <figcaption>
                {g.title}
                {g.caption && <span>{g.caption}</span>}
              </figcaption>
            </figure>
          ))}
        </div>
      );
    case 'dated':
      return (
        <ul className="plain-list info-stack">
          {block.items.map((item, i) => (
            <li key={i}>
              <span className="badge month-badge">{item.when}</span>
              <strong>{item.title}</strong>
              <Html className="muted" html={item.text} style={{ margin: 0 }} />
            </li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <blockquote className="callout" style={{ margin: 'var(--space-7) 0 0' }}>
          <Html className="lead" html={block.text} style={{ margin: 0 }} />
        </blockquote>
      );
    case 'data': {
      const Data = data[block.source];
      const fallback = block.fallback && <Blocks blocks={block.fallback} data={data} />;
      return Data ? <Data fallback={fallback} /> : null;
    }
    case 'subsection': {
      const text = (
        <div>
          {block.eyebrow && <span className="eyebrow">{block.eyebrow}</span>}
          <h2 id={block.id}>{block.title}</h2>
          {block.lead && <Html className="lead" html={block.lead} />}
          <Blocks blocks={block.blocks} data={data} />
        </div>
      );
      if (!block.art) return text;
      return (
        <div className="info-split">
          {text}
          <ArtView art={block.art} />
        </div>
      );
    }
    case 'panels':
      return (
        <div className={`grid grid-${block.columns}`}>
          {block.items.map((panel, i) => {
            const title = (
              <>
                {panel.title}
                {panel.aside && (
                  <>
                    {' '}
                    <span className="muted">{panel.aside}</span>
                  </>
                )}
              </>
            );
            return (
              <div className={block.accent || panel.accent ? 'card card-accent' : 'card'} key={i}>
                {panel.icon && <GlyphBadge kind={panel.icon} tone={panel.tone} />}
                {panel.level === 2 ? <h2 className="section-title">{title}</h2> : <h3>{title}</h3>}
                <Blocks blocks={panel.blocks} data={data} inCard />
              </div>
            );
          })}
        </div>
      );
  }
}

export function Blocks({ blocks, data, inCard }: { blocks: readonly Block[]; data: DataBlocks; inCard?: boolean }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} data={data} inCard={inCard} />
      ))}
    </>
  );
}

/** What marks a section whose words are still English's on a page in another language (englishMark). */
type EnglishMark = { lang?: string; dir?: 'ltr' };

function SectionView({ section, data, mark }: { section: Section; data: DataBlocks; mark: EnglishMark }) {
  switch (section.kind) {
    case 'band':
      return (
        <Band soft={section.soft} labelledBy={section.title ? section.id : undefined} {...mark}>
          {section.title && (
            <SectionHeader id={section.id} eyebrow={section.eyebrow} title={section.title} introHtml={section.intro} />
          )}
          <Blocks blocks={section.blocks} data={data} />
        </Band>
      );
    case 'split':
      return (
        <section className={section.soft ? 'section section-soft' : 'section'} aria-labelledby={section.id} {...mark}>
          <div className={section.reverse ? 'container info-split reverse' : 'container info-split'}>
            <div>
              {section.eyebrow && <span className="eyebrow">{section.eyebrow}</span>}
              <h2 id={section.id}>{section.title}</h2>
              {section.lead && <Html className="lead" html={section.lead} />}
              {section.body && <RichText html={section.body} />}
              <Blocks blocks={section.blocks} data={data} />
            </div>
            <ArtView art={section.art} />
          </div>
        </section>
      );
    case 'tabs':
      return (
        <Band soft={section.soft} {...mark}>
          <Blocks blocks={section.blocks} data={data} />
          <Tabs
            label={section.label}
            tabs={section.tabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: (
                <div className="info-stack">
                  <Blocks blocks={tab.blocks} data={data} />
                </div>
              ),
            }))}
          />
        </Band>
      );
    case 'cta':
      return <CtaBand title={section.title} textHtml={section.text} {...mark} />;
    case 'hero':
    case 'video':
    case 'part':
      // The home page's own kinds: only the home page holds them, and draws them itself.
      return null;
  }
}

/**
 * The sections of a document, in order. On a page in another language, `english` names the sections
 * whose words are still English's: each says so, for a screen reader's voice (docs/architecture.md,
 * "Languages").
 */
export function Sections({
  sections,
  data = {},
  english = [],
}: {
  sections: readonly Section[];
  data?: DataBlocks;
  english?: readonly number[];
}) {
  const rtl = useLanguage().dir === 'rtl';
  return (
    <>
      {sections.map((section, i) => (
        <SectionView key={i} section={section} data={data} mark={english.includes(i) ? englishMark(rtl) : {}} />
      ))}
    </>
  );
}

/** An information page whose words are data: its hero, then its sections. */
export function DocumentPage({
  page,
  data,
  children,
}: {
  page: EditablePageKey;
  data?: DataBlocks;
  /** What follows the sections (rarely: a page's own interactive part). */
  children?: ReactNode;
}) {
  const doc = usePageDocument(page);
  if (!doc) return null;
  const { settings } = doc;
  return (
    <>
      <PageHero eyebrow={settings.eyebrow} title={settings.heading} introHtml={settings.intro} />
      <Sections sections={doc.sections} data={data} english={doc.translated?.englishSections} />
      {children}
    </>
  );
}
