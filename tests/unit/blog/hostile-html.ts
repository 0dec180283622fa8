/**
 * Hostile HTML an article could carry, pasted by mistake or on purpose. Every snippet that manages to run
 * sets `window.__xss` (or loads something from evil.example); the tests prove none of them does after sanitising.
 */
export interface HostileSnippet {
  name: string;
  html: string;
  /** Inert once parsed; it bites only when some code re-serialises and re-parses it (mutation XSS). */
  onlyWhenReserialised?: true;
}

const RUN = 'window.__xss=1';

export const hostileSnippets: HostileSnippet[] = [
  // Script tags
  { name: 'plain script', html: `<script>${RUN}</script>` },
  { name: 'external script', html: '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>' },
  { name: 'module script', html: `<script type="module">${RUN}</script>` },
  { name: 'split script tags', html: `<scr<script>ipt>${RUN}</scr</script>ipt>` },
  { name: 'script in a comment trick', html: `<script>/*</script><script>*/${RUN}</script>` },
  { name: 'script inside a paragraph', html: `<p>Testo <script>${RUN}</script> altro testo</p>` },
  // Event handlers
  { name: 'img onerror', html: `<img src="x" onerror="${RUN}">` },
  { name: 'img onerror without quotes', html: `<img src=x onerror=${RUN}>` },
  { name: 'img ONLOAD upper case', html: `<img src="/images/logo.svg" ONLOAD="${RUN}" alt="logo">` },
  { name: 'body onload', html: `<body onload="${RUN}">` },
  { name: 'div onmouseover', html: `<div onmouseover="${RUN}">passa qui</div>` },
  { name: 'paragraph onclick', html: `<p onclick="${RUN}">clicca</p>` },
  { name: 'link onfocus autofocus', html: `<a href="/contatti" onfocus="${RUN}" autofocus>contatti</a>` },
  { name: 'details ontoggle', html: `<details open ontoggle="${RUN}"><summary>x</summary></details>` },
  { name: 'video source onerror', html: `<video><source onerror="${RUN}"></video>` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${RUN}">` },
  { name: 'marquee onstart', html: `<marquee onstart="${RUN}">x</marquee>` },
  { name: 'heading with onpointerenter', html: `<h2 onpointerenter="${RUN}">Titolo</h2>` },
  { name: 'audio onerror', html: `<audio src="x" onerror="${RUN}"></audio>` },
  // javascript:, data: and other URLs
  { name: 'javascript: link', html: `<a href="javascript:${RUN}">clicca</a>` },
  { name: 'mixed case javascript: link', html: `<a href="JaVaScRiPt:${RUN}">clicca</a>` },
  { name: 'javascript: with leading control characters', html: `<a href=" &#14; javascript:${RUN}">clicca</a>` },
  { name: 'javascript: split by a tab entity', html: `<a href="jav&#x09;ascript:${RUN}">clicca</a>` },
  {
    name: 'javascript: as decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">clicca</a>',
  },
  { name: 'data: HTML link', html: '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">apri</a>' },
  { name: 'data: SVG image', html: `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${RUN}'/>" alt="">` },
  { name: 'data: with a tab in the scheme', html: '<a href="da&#9;ta:text/html,<script>window.__xss=1</script>">apri</a>' },
  { name: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">clicca</a>' },
  { name: 'iframe javascript:', html: `<iframe src="javascript:${RUN}"></iframe>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>` },
  { name: 'iframe to another site', html: '<iframe src="https://evil.example/"></iframe>' },
  { name: 'object data javascript:', html: `<object data="javascript:${RUN}"></object>` },
  { name: 'object data: HTML', html: `<object data="data:text/html,<script>${RUN}</script>"></object>` },
  { name: 'embed', html: `<embed src="javascript:${RUN}">` },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">` },
  { name: 'base href', html: '<base href="https://evil.example/"><a href="/contatti">contatti</a>' },
  { name: 'link import', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  { name: 'ping tracking attribute', html: '<a href="/contatti" ping="https://evil.example/ping">contatti</a>' },
  // SVG
  { name: 'svg onload', html: `<svg onload="${RUN}"></svg>` },
  { name: 'script inside svg', html: `<svg><script>${RUN}</script></svg>` },
  { name: 'svg link xlink:href', html: `<svg><a xlink:href="javascript:${RUN}"><text x="0" y="20">x</text></a></svg>` },
  { name: 'svg animate onbegin', html: `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>` },
  { name: 'svg set handler', html: `<svg><set attributeName="onmouseover" to="${RUN}"></set></svg>` },
  { name: 'svg foreignObject', html: `<svg><foreignObject><img src="x" onerror="${RUN}"></foreignObject></svg>` },
  {
    name: 'svg use with data:',
    html: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${RUN}'/></svg>#x"></use></svg>`,
  },
  // MathML
  {
    name: 'mathml mglyph style',
    html: `<math><mtext><table><mglyph><style><img src="x" onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  },
  { name: 'mathml maction link', html: `<math><maction actiontype="statusline" xlink:href="javascript:${RUN}">x</maction></math>` },
  { name: 'mathml href', html: `<math href="javascript:${RUN}"><mi>x</mi></math>` },
  {
    name: 'mathml annotation-xml',
    html: `<math><annotation-xml encoding="text/html"><img src="x" onerror="${RUN}"></annotation-xml></math>`,
  },
  // Forms
  { name: 'form with javascript: action', html: `<form action="javascript:${RUN}"><button>invia</button></form>` },
  { name: 'nested forms', html: `<form><form><input name="x" onfocus="${RUN}" autofocus></form></form>` },
  { name: 'button formaction', html: `<button formaction="javascript:${RUN}">invia</button>` },
  { name: 'button for a form elsewhere', html: `<form id="f"></form><button form="f" formaction="javascript:${RUN}">invia</button>` },
  { name: 'form math mglyph bypass', html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${RUN}">` },
  { name: 'textarea and select', html: '<textarea>testo</textarea><select><option>uno</option></select>' },
  // Style-based attacks
  { name: 'style background javascript:', html: `<div style="background:url(javascript:${RUN})">x</div>` },
  { name: 'style expression', html: `<div style="width: expression(${RUN})">x</div>` },
  { name: 'style element import', html: '<style>@import "https://evil.example/x.css";</style><p>testo</p>' },
  { name: 'style element hiding the page', html: '<style>body{display:none}</style><p>testo</p>' },
  { name: 'style overlay to steal clicks', html: '<a href="https://evil.example/" style="position:fixed;inset:0;z-index:9999">premio</a>' },
  // Mutation XSS classics
  { name: 'noscript title break-out', html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>` },
  { name: 'svg p style break-out', html: `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">` },
  { name: 'svg style img', html: `<svg><p><style><img src="x" onerror="${RUN}"></style></p></svg>` },
  {
    name: 'math svg textarea path',
    html: `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${RUN} src=1>"></path></textarea></mtext></svg></mglyph></mi></math>`,
  },
  { name: 'xmp raw text', html: `<xmp><img src=x onerror=${RUN}></xmp>` },
  { name: 'template content', html: `<template><img src=x onerror=${RUN}></template>` },
  { name: 'comment break-out', html: `<!--><img src=x onerror=${RUN}>-->` },
  {
    name: 'title attribute break-out',
    html: `<a title="--><img src=x onerror=${RUN}>" href="/contatti">x</a>`,
    onlyWhenReserialised: true,
  },
  { name: 'backtick attribute', html: '<img src="x` `<script>window.__xss=1</script>"` `>' },
  { name: 'DOM clobbering by name', html: '<img name="getElementById" src="/images/logo.svg"><form name="body"></form>' },
  { name: 'DOM clobbering by id', html: '<a id="location" href="javascript:window.__xss=1">x</a>' },
  { name: 'isindex', html: `<isindex type=image src=1 onerror=${RUN}>` },
  { name: 'portal', html: '<portal src="https://evil.example/"></portal>' },
  { name: 'dialog open', html: '<dialog open>Offerta imperdibile</dialog>' },
];

/** Tags and attributes that run code, load other documents or take input: none may survive. */
export const executableTags = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'portal',
  'audio',
  'video',
  'source',
];

export const dangerousUrl = /^(?:javascript|vbscript|data):/i;

// Characters a browser ignores inside a URL scheme.
export const ignoredInUrl = /[\p{Cc}\p{Zs}\u180e\u2000-\u2029\ufeff]/gu;

/** A well-behaved article: the sanitiser must keep all of it. */
export const benignArticle = [
  '<h2>Titolo</h2>',
  '<p>Un paragrafo con <strong>grassetto</strong>, <em>corsivo</em> e un <a href="/contatti">link interno</a>.</p>',
  '<ul><li>Uno</li><li>Due</li></ul>',
  '<ol><li>Primo</li></ol>',
  '<blockquote><p>Citazione</p></blockquote>',
  '<p><a href="https://www.example.com/guida" title="Guida">link esterno</a> e <a href="mailto:redazione@example.org">e-mail</a></p>',
  '<figure><img src="/images/blog/seo-locale.svg" alt="Mappa" width="1200" height="630"><figcaption>Didascalia</figcaption></figure>',
  '<table><thead><tr><th scope="col">Voce</th></tr></thead><tbody><tr><td>Valore</td></tr></tbody></table>',
].join('');
