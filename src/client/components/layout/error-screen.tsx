import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PATHS } from '../../../shared/paths';
import './error-screen.css';
import { useSiteHref } from '../../lib/language';
import { useOwnLanguage } from '../../lib/own-language';
import { usePageWords } from '../../lib/use-page-words';

// What the router shows when a page fails to load or render; the stack trace only in development.
export function RouteErrorScreen() {
  const error = useRouteError();
  const siteHref = useSiteHref();
  const w = usePageWords().errorScreen;
  const own = useOwnLanguage();
  if (isRouteErrorResponse(error)) {
    return (
      <div className="error-screen" role="alert" {...own}>
        <h1>{w.thrown}</h1>
        <p className="error-status">
          {error.status} {error.statusText}
        </p>
        <Link className="btn btn-primary" to={PATHS.home} reloadDocument>
          {w.home}
        </Link>
      </div>
    );
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <div className="error-screen" role="alert" {...own}>
      <h1>{w.title}</h1>
      <p>{w.text}</p>
      {stack && <pre>{stack}</pre>}
      <a className="btn btn-primary" href={siteHref(PATHS.home)}>
        {w.home}
      </a>
    </div>
  );
}
