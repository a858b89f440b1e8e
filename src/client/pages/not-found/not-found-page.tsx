import { Link } from 'react-router-dom';
import { NAV, PATHS } from '../../../shared/paths';
import '../../components/layout/error-screen.css';

// A friendly not-found page with the header and footer, served with status 404.
export default function NotFoundPage() {
  return (
    <div className="error-screen">
      <p className="error-status">404</p>
      <h1>Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <Link className="btn btn-primary" to={PATHS.home}>
          Go to the home page
        </Link>
      </p>
      <nav aria-label="Popular pages">
        <ul className="not-found-links">
          {NAV.filter((n) => n.path !== PATHS.home).map((n) => (
            <li key={n.path}>
              <Link to={n.path}>{n.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
