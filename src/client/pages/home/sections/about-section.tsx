import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CURRICULUM, FOUNDED_YEAR, HIFZ_DURATION } from '../../../../shared/content/school-facts';
import { PATHS } from '../../../../shared/paths';
import { Play } from '../../../components/icons/icons';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { BookOpen, Heart, Shield, Star } from '../home-icons';
import { toEmbedUrl } from '../video-embed';

const VALUES = [
  { icon: Shield, title: 'Trust', text: 'Parents know their children are safe, cared for and honestly assessed.' },
  { icon: Heart, title: 'Respect', text: 'For teachers, classmates, families and every faith and background.' },
  { icon: Star, title: 'Excellence', text: 'High expectations in the classroom, on the field and on stage.' },
  { icon: BookOpen, title: 'Faith', text: `Islamic studies every day and Hifz of the Holy Quran in ${HIFZ_DURATION}.` },
];

export function AboutSection() {
  return (
    <section className="section home-about" aria-labelledby="home-about-title">
      <div className="container home-about-grid">
        <div className="home-about-text">
          <span className="eyebrow">About Our School</span>
          <h2 id="home-about-title">Where Worldly Learning Meets Faith</h2>
          <p>
            Since {FOUNDED_YEAR}, our school has followed one motto: <strong>every student is unique</strong>, and we
            nurture what makes each one so. We teach the {CURRICULUM}, so children are prepared for board examinations
            and for life, with values they carry for ever.
          </p>
          <p>
            We believe a good education balances worldly and religious knowledge: science, mathematics and languages
            alongside the Quran, good manners and service to others. One is never sacrificed for the other.
          </p>
          <ul className="home-values">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <span className="home-value-icon">
                  <Icon />
                </span>
                <span>
                  <strong>{title}</strong>
                  <span className="muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <Link to={PATHS.about} className="btn btn-outline">
            More about us
          </Link>
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
