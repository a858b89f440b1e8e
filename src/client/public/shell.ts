// What every public page is drawn with, as the public build sees it (docs/architecture.md, "Islands"):
// the global styles first, so component styles that follow can override them, then the header, footer
// and the rest of the layout. The browser never loads this module: the server puts its CSS, with the
// page's own, into every public page (src/server/http/client-assets.ts).
import '../styles/global.css';

export { RootLayout } from '../components/layout/root-layout';
