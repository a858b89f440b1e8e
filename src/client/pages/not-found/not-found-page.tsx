import { Link } from 'react-router-dom';
import { DEFAULT_LANGUAGE, NAV, PATHS } from '../../../shared/paths';
import { useLanguage } from '../../lib/language';
import { useSchoolText } from '../../lib/use-school-text';
import { useWords } from '../../lib/use-words';
import '../../components/layout/error-screen.css';

// A friendly not-found page with the header and footer, served with status 404. Its words are the
// catalogue's, in the page's language: it says so itself, inside a <main> that says English
// (components/layout/root-layout.tsx).
export default function NotFoundPage() {
  const language = useLanguage();
  const words = useWords();
  const schoolText = useSchoolText();
  const own = language.code === DEFAULT_LANGUAGE ? {} : { lang: language.code, dir: language.dir };
  return (
    <div className="error-screen" {...own}>
      <p className="error-status">404</p>
      <h1>{words.notFound.heading}</h1>
      <p>{words.notFound.text}</p>
      <p>
        <Link className="btn btn-primary" to={PATHS.home}>
          {words.notFound.home}
        </Link>
      </p>
      <nav aria-label={words.notFound.popular}>
        <ul className="not-found-links">
          {NAV.filter((n) => n.path !== PATHS.home).map((n) => (
            <li key={n.path}>
              <Link to={n.path}>{schoolText(words.nav[n.key])}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
