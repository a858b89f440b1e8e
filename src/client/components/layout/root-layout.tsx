import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, lastUpdatedPageAt } from '../../../shared/paths';
import { useLanguage } from '../../lib/language';
import { metaFor } from '../../lib/page-meta';
import { useSiteSettings } from '../../lib/use-site-settings';
import { useWords } from '../../lib/use-words';
import { usePageTranslated } from '../../pages/info/translated-page';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { LastUpdated } from '../last-updated/last-updated';
import { SiteAlert } from '../site-alert/site-alert';
import { QuickActions } from './quick-actions';

// Public header and footer are hidden on any path starting with /admin (the dashboard has its own).
export function RootLayout() {
  const { pathname } = useLocation();
  const isAdmin = pathname.startsWith('/admin');
  const { schoolName, shortName, tagline, academicYear } = useSiteSettings();
  const datedPage = lastUpdatedPageAt(pathname);
  const language = useLanguage();
  const words = useWords();
  // A page whose content has no translation is English's in every language: on a page in another
  // language <main> says so, so a screen reader reads it with an English voice and, on a right-to-left
  // page, English runs left to right. The frame around it is in the page's language; what inside
  // <main> is (the not-found page) says its own. A page with translated words marks instead each of
  // its sections still in English.
  const translated = usePageTranslated(pathname);
  const contentLanguage =
    language.code === DEFAULT_LANGUAGE || translated
      ? {}
      : { lang: DEFAULT_LANGUAGE, dir: language.dir === 'rtl' ? 'ltr' : undefined };

  // A public page is rendered by the server only, with its title and description; the dashboard is a
  // single-page app that moves between its addresses in the page (the sign-in page to the dashboard),
  // so its title follows.
  useEffect(() => {
    if (!isAdmin) return;
    const meta = metaFor(pathname, { schoolName, shortName, tagline, academicYear });
    document.title = meta.title;
  }, [isAdmin, pathname, schoolName, shortName, tagline, academicYear]);

  if (isAdmin) {
    return (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    );
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipLink}
      </a>
      <SiteAlert />
      <Header />
      <main id="main" tabIndex={-1} {...contentLanguage}>
        <Outlet />
        {datedPage && <LastUpdated key={datedPage} page={datedPage} />}
      </main>
      <Footer />
      <QuickActions />
      <ScrollRestoration />
    </>
  );
}
