/** The built `_headers` file, bundled as text (wrangler.jsonc's `rules`). */
declare module '*/_headers' {
  const text: string;
  export default text;
}
