import type { ComponentType } from 'react';
import type { IllustrationKind } from '../../../../shared/illustrations';
import type { Section } from '../../../../shared/page-content/document';
import { Play } from '../../../components/icons/icons';
import { useHomeWords } from '../../../lib/home-words';
import { useOwnLanguage } from '../../../lib/own-language';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { BookOpen, Calendar, GraduationCap, Heart, Palette, Shield, Sparkles, Star, Trophy } from '../home-icons';
import { DocHtml, HomeLink } from '../home-parts';
import { toEmbedUrl } from '../video-embed';

/** The document's values: its drawings' names, shown with the home page's line icons. */
const VALUE_ICONS: Partial<Record<IllustrationKind, ComponentType>> = {
  shield: Shield,
  heart: Heart,
  star: Star,
  book: BookOpen,
  trophy: Trophy,
  calendar: Calendar,
  graduation: GraduationCap,
  palette: Palette,
};

/** The home page's about band: the document's `video` section beside the school video (Settings). */
export function AboutSection({
  section,
  mark = {},
}: {
  section: Extract<Section, { kind: 'video' }>;
  /** On a page in another language, a band whose words are still English's says so (englishMark). */
  mark?: { lang?: string; dir?: 'ltr' };
}) {
  return (
    <section className="section home-about" aria-labelledby={section.id} {...mark}>
      <div className="container home-about-grid">
        <div className="home-about-text">
          {section.eyebrow && <span className="eyebrow">{section.eyebrow}</span>}
          <h2 id={section.id}>{section.title}</h2>
          {section.body && <DocHtml as="div" className="rich-text" html={section.body} />}
          {section.values.length > 0 && (
            <ul className="home-values">
              {section.values.map(({ icon, title, text }, i) => {
                const Icon = VALUE_ICONS[icon] ?? Sparkles;
                return (
                  <li key={i}>
                    <span className="home-value-icon">
                      <Icon />
                    </span>
                    <span>
                      <strong>{title}</strong>
                      <DocHtml as="span" className="muted" html={text} />
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {section.button && (
            <HomeLink to={section.button.link} className="btn btn-outline">
              {section.button.label}
            </HomeLink>
          )}
        </div>
        <SchoolVideo />
      </div>
    </section>
  );
}

/**
 * A poster with a play button; the player (a third party) loads only after a click, so a visitor who
 * does not play the video never contacts its host. The site script (src/client/site/controls.ts) puts
 * the player in the poster's place; until it runs, or without it, the link to the video's own page
 * stands in for the button.
 */
function SchoolVideo() {
  const VIDEO_WORDS = useHomeWords().sections.video;
  const own = useOwnLanguage();
  const { videoUrl } = useSiteSettings();
  const embedUrl = videoUrl ? toEmbedUrl(videoUrl) : null;
  const watch = (withoutScript?: boolean) => (
    <a
      className="home-video-play"
      href={videoUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-without-script={withoutScript || undefined}
    >
      <Play />
      <span>{VIDEO_WORDS.watch}</span>
    </a>
  );
  return (
    <div className="home-video" {...own}>
      <div className="home-video-poster">
        <div className="home-video-art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <p className="home-video-caption">{VIDEO_WORDS.caption}</p>
        {embedUrl ? (
          <>
            <button
              type="button"
              className="home-video-play"
              data-video-play={embedUrl}
              data-video-title={VIDEO_WORDS.frameTitle}
              data-with-script
            >
              <Play />
              <span>{VIDEO_WORDS.play}</span>
            </button>
            {watch(true)}
          </>
        ) : videoUrl ? (
          watch()
        ) : (
          <p className="home-video-note">{VIDEO_WORDS.comingSoon}</p>
        )}
      </div>
      {embedUrl && <p className="home-video-privacy muted">{VIDEO_WORDS.privacy}</p>}
    </div>
  );
}
