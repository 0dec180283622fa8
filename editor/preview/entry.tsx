// The site's own server renderer, built by editor/preview/vite.config.ts with its content read live (live-content-plugin.ts).
// The site's frame stylesheet begins with Mantine's rules, the fonts, the global rules and the theme (src/app/RootLayout.tsx),
// and the header's, footer's and sections' own rules come after them. The preview's build makes one stylesheet in the order
// modules are first imported: these come first here, so the same rule wins as on the site (the header's Contatti button
// is hidden at 375 px on the site; with Mantine's rules last it showed in the preview).
import '../../src/styles/mantine.css';
import '../../src/styles/fonts.css';
import '../../src/styles/global.css';
import 'virtual:theme.css';

export { renderPage } from '../../src/entry-server.tsx';
