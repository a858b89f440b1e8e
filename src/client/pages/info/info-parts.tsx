import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import { useOwnLanguage } from '../../lib/own-language';
import { useInfoWords } from '../../lib/use-home-words';
import { GlyphBadge, type IllustrationKind } from './illustration';
import './info.css';

// Small building blocks shared by the information pages, so that each page is mostly its data.

/** One full-width band of a page (`soft` tints it), named by the heading whose id is `labelledBy`. */
export function Band({
  soft = false,
  labelledBy,
  layout,
  lang,
  dir,
  children,
}: {
  soft?: boolean;
  labelledBy?: string;
  /** Extra classes of the container, such as a grid. */
  layout?: string;
  /** On a page in another language, a band whose words are still English's says so (englishMark). */
  lang?: string;
  dir?: 'ltr';
  children: ReactNode;
}) {
  return (
    <section className={soft ? 'section section-soft' : 'section'} aria-labelledby={labelledBy} lang={lang} dir={dir}>
      <div className={layout ? `container ${layout}` : 'container'}>{children}</div>
    </section>
  );
}

export function SectionHeader({
  eyebrow,
  title,
  children,
  introHtml,
  id,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** The introduction as HTML rendered on the server from a page's Markdown (pages as data). */
  introHtml?: string;
  id?: string;
}) {
  return (
    <div className="section-header">
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <h2 id={id}>{title}</h2>
      {introHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server, raw HTML off, safe links only
        <p dangerouslySetInnerHTML={{ __html: introHtml }} />
      ) : (
        children && <p>{children}</p>
      )}
    </div>
  );
}

/**
 * A card: an optional glyph badge, a heading, then its content. An h3 by default; `level={2}` makes it
 * an h2 styled as a section title, for cards that stand for a section of their own.
 */
export function Card({
  as: Tag = 'div',
  accent = false,
  className,
  icon,
  tone,
  level = 3,
  title,
  children,
}: {
  as?: 'div' | 'article' | 'li';
  accent?: boolean;
  className?: string;
  icon?: IllustrationKind;
  tone?: number;
  level?: 2 | 3;
  title: ReactNode;
  children?: ReactNode;
}) {
  const classes = ['card', accent && 'card-accent', className].filter(Boolean).join(' ');
  return (
    <Tag className={classes}>
      {icon && <GlyphBadge kind={icon} tone={tone} />}
      {level === 2 ? <h2 className="section-title">{title}</h2> : <h3>{title}</h3>}
      {children}
    </Tag>
  );
}

export interface CardItem {
  title: string;
  text: ReactNode;
  icon?: IllustrationKind;
  /** Makes the title a link to this path. */
  to?: string;
  /** On a page in another language, the title's `lang` (and `dir`): an office's title still in English says so. */
  titleLanguage?: { lang?: string; dir?: 'ltr' | 'rtl' };
}

/**
 * A grid of cards, each a glyph badge, a title and a paragraph; the badges take the palette's tones in
 * turn, from `toneFrom`. `tile` cards centre their content; `muted` greys the paragraph. Further cards
 * (children) follow the items.
 */
export function CardGrid({
  items,
  columns,
  tile = false,
  muted = false,
  toneFrom = 0,
  children,
}: {
  items: readonly CardItem[];
  columns: 2 | 3 | 4;
  tile?: boolean;
  muted?: boolean;
  toneFrom?: number;
  children?: ReactNode;
}) {
  return (
    <div className={`grid grid-${columns}`}>
      {items.map((item, i) => (
        <Card
          key={item.title}
          className={tile ? 'tile' : undefined}
          icon={item.icon}
          tone={i + toneFrom}
          title={
            item.to ? (
              <Link to={item.to}>{item.title}</Link>
            ) : item.titleLanguage?.lang ? (
              <span {...item.titleLanguage}>{item.title}</span>
            ) : (
              item.title
            )
          }
        >
          <p className={muted ? 'muted' : undefined}>{item.text}</p>
        </Card>
      ))}
      {children}
    </div>
  );
}

const THIRD_OF_PAGE = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';

/** The slots a photo from the dashboard fills: its class, how wide it shows (for srcset), its box. */
const PHOTO_SLOTS = {
  avatar: { className: 'avatar avatar-photo', sizes: '96px', width: 96, height: 96 },
  card: { className: 'activity-photo', sizes: THIRD_OF_PAGE, width: 480, height: 220 },
  gallery: { className: 'gallery-photo', sizes: THIRD_OF_PAGE, width: 480, height: 320 },
} as const;

/**
 * A photo from the dashboard in the WebP widths the image pipeline made, sized for its slot;
 * decorative unless `alt` is given.
 */
export function Photo({
  image,
  slot,
  alt = '',
}: {
  image: { imageUrl: string | null; imageSrcSet: string | null };
  slot: keyof typeof PHOTO_SLOTS;
  alt?: string;
}) {
  return (
    <img
      {...PHOTO_SLOTS[slot]}
      src={image.imageUrl ?? undefined}
      srcSet={image.imageSrcSet ?? undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
}

export interface TableRow {
  key: string;
  /** The row's header cell. */
  head: ReactNode;
  cells: readonly ReactNode[];
}

/**
 * A table with a caption, column headers and one header cell a row. `stack` lays rows out as cards on
 * narrow screens, each cell labelled by its column.
 */
export function DataTable({
  caption,
  columns,
  rows,
  stack = false,
  onSurface = false,
  narrow = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly TableRow[];
  stack?: boolean;
  /** On a soft band: the table keeps the page's surface colour. */
  onSurface?: boolean;
  /** Centred and at most 640 pixels wide. */
  narrow?: boolean;
}) {
  const style = {
    ...(narrow ? { maxWidth: 640, margin: '0 auto' } : {}),
    ...(onSurface ? { background: 'var(--color-surface)' } : {}),
  };
  return (
    <div className="table-wrap" style={narrow || onSurface ? style : undefined}>
      <table className={stack ? 'table table-stack' : 'table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, i) => (
                <td key={columns[i + 1] ?? i} data-label={stack ? columns[i + 1] : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CheckList({
  items,
  className,
  ...language
}: {
  items: readonly ReactNode[];
  className?: string;
  /** The items' language when it is not the page's (textLanguage in src/client/lib/language.tsx). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <ul className={`check-list${className ? ` ${className}` : ''}`} {...language}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Says that names on the page are examples: invented people and schools must never pass for real ones. */
export function IllustrativeNote({ children }: { children: ReactNode }) {
  return <p className="illustrative-note">{children}</p>;
}

/** The closing band of most pages: apply online or ask the school (its words are the page's, pages as data). */
export function CtaBand({
  title,
  textHtml,
  lang,
  dir,
}: {
  title: string;
  /** The text as HTML rendered on the server from the page's Markdown. */
  textHtml: string;
  /** On a page in another language, a band whose words are still English's says so (englishMark). */
  lang?: string;
  dir?: 'ltr';
}) {
  const words = useInfoWords().cta;
  // The buttons' words are the page's language's, in a band that may still say English.
  const own = useOwnLanguage();
  return (
    <section className="section" aria-labelledby="cta-title" lang={lang} dir={dir}>
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id="cta-title">{title}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server, raw HTML off, safe links only */}
            <p dangerouslySetInnerHTML={{ __html: textHtml }} />
          </div>
          <div className="cta-actions">
            <Link className="btn btn-light" to={PATHS.apply} {...own}>
              {words.apply}
            </Link>
            <Link className="btn btn-on-dark" to={PATHS.contact} {...own}>
              {words.enquire}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
