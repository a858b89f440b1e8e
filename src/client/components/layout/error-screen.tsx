import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import './error-screen.css';
import { useSiteHref } from '../../lib/language';

// What the router shows when a page fails to load or render; the stack trace only in development.
export function RouteErrorScreen() {
  const error = useRouteError();
  const siteHref = useSiteHref();
  if (isRouteErrorResponse(error)) {
    return (
      <div className="error-screen" role="alert">
        <h1>Unhandled Thrown Response!</h1>
        <p className="error-status">
          {error.status} {error.statusText}
        </p>
        <Link className="btn btn-primary" to={PATHS.home} reloadDocument>
          Go to the home page
        </Link>
      </div>
    );
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <div className="error-screen" role="alert">
      <h1>Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again.</p>
      {stack && <pre>{stack}</pre>}
      <a className="btn btn-primary" href={siteHref(PATHS.home)}>
        Go to the home page
      </a>
    </div>
  );
}
