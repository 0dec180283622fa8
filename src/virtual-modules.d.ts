declare module 'virtual:site' {
  const site: import('../schema/site.ts').Site;
  export default site;
}

declare module 'virtual:routes' {
  export const routeManifest: import('./sections/content-types.ts').RouteManifestEntry[];
  export const pageLoaders: Record<string, () => Promise<{ default: import('./sections/content-types.ts').PageData }>>;
}

declare module 'virtual:posts' {
  /** Every article's summary (no body), newest first. */
  const posts: import('../schema/post.ts').PostSummary[];
  export default posts;
}

declare module 'virtual:icons' {
  export const icons: Record<import('../schema/icons.ts').IconName, import('./ui/sprite-icon.tsx').SpriteIconData>;
}

/** One icon module of Tabler's: its drawing, which src/ui/sprite-icon.tsx puts in the page's sprite. */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  export const __iconNode: import('./ui/sprite-icon.tsx').IconNode;
}

declare module 'virtual:request-forms' {
  /** Where a dialog's request can be made with a plain form: "/contatti#modulo", "/blog#newsletter". */
  const requestForms: { contactForm: string; newsletterForm: string };
  export default requestForms;
}

declare module 'virtual:measurement' {
  /** The site file's "measurement" settings, for the page's tracker (src/analytics/tracker.ts). */
  const measurement: import('../schema/site.ts').Site['measurement'];
  export default measurement;
}

/** The theme's CSS variables as a stylesheet (build/vite-plugin-pages.ts). */
declare module 'virtual:theme.css';
