import { type ComponentType, useState } from 'react';
import type { IllustrationKind } from '../../../../shared/illustrations';
import type { Section } from '../../../../shared/page-content/document';
import { Play } from '../../../components/icons/icons';
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
export function AboutSection({ section }: { section: Extract<Section, { kind: 'video' }> }) {
  return (
    <section className="section home-about" aria-labelledby={section.id}>
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

/** A poster with a play button; the player (a third party) loads only after a click, so a visitor who
 * does not play the video never contacts its host. */
function SchoolVideo() {
  const { videoUrl } = useSiteSettings();
  const [isPlaying, setPlaying] = useState(false);
  const embedUrl = videoUrl ? toEmbedUrl(videoUrl) : null;

  if (embedUrl && isPlaying) {
    return (
      <div className="home-video">
        <iframe
          className="home-video-frame"
          src={embedUrl}
          title="Our school video"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="home-video">
      <div className="home-video-poster">
        <div className="home-video-art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <p className="home-video-caption">A day at our school</p>
        {embedUrl ? (
          <button type="button" className="home-video-play" onClick={() => setPlaying(true)}>
            <Play />
            <span>Play video</span>
          </button>
        ) : videoUrl ? (
          <a className="home-video-play" href={videoUrl} target="_blank" rel="noopener noreferrer">
            <Play />
            <span>Watch the video (opens a new tab)</span>
          </a>
        ) : (
          <p className="home-video-note">Our school video is coming soon.</p>
        )}
      </div>
      {embedUrl && (
        <p className="home-video-privacy muted">The video player loads from its provider only when you press play.</p>
      )}
    </div>
  );
}
