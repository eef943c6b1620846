/**
 * Hostile strings for the XSS tests. Every vector that could run script calls the global
 * `__xss()` hook (installed by the test before the page loads), so one execution anywhere is
 * counted. Text vectors go into every text field the UI renders; URL vectors into every URL
 * field (links, images, iframes). None of them must ever run, and URL fields must only render
 * `http:` / `https:` (images: also `data:image/…`).
 */

/** Vectors for text fields (names, descriptions, notes, terms, usernames, titles…). */
export const XSS_TEXT_VECTORS: readonly string[] = [
  '<script>__xss()</script>',
  '<SCRIPT SRC=data:text/javascript,__xss()></SCRIPT>',
  '<script>window.__xss&&__xss()</script>',
  '"><script>__xss()</script>',
  "'><script>__xss()</script>",
  '</title><script>__xss()</script>',
  '</textarea><script>__xss()</script>',
  '<img src=x onerror=__xss()>',
  '<img src="x" onerror="__xss()">',
  '<IMG SRC=# onmouseover="__xss()">',
  '<img src=x:alert(1) onerror=eval("__xss()")>',
  '<svg onload=__xss()>',
  '<svg><script>__xss()</script></svg>',
  '<svg><animate onbegin=__xss() attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:__xss()"><text x="20" y="20">click</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss()>',
  '<body onload=__xss()>',
  '<iframe src="javascript:__xss()"></iframe>',
  '<iframe srcdoc="<script>parent.__xss()</script>"></iframe>',
  '<object data="javascript:__xss()"></object>',
  '<embed src="javascript:__xss()">',
  '<details open ontoggle=__xss()>',
  '<video><source onerror=__xss()></video>',
  '<audio src=x onerror=__xss()>',
  '<input autofocus onfocus=__xss()>',
  '<marquee onstart=__xss()>',
  '<a href="javascript:__xss()">click me</a>',
  '<form action="javascript:__xss()"><button>go</button></form>',
  '<div style="background:url(javascript:__xss())">',
  '<div style="width: expression(__xss())">',
  '<style>@import "javascript:__xss()";</style>',
  '<link rel=stylesheet href="javascript:__xss()">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss()">',
  '<base href="javascript:__xss()//">',
  '&lt;script&gt;__xss()&lt;/script&gt;',
  '&#60;img src=x onerror=__xss()&#62;',
  '&#x3C;svg onload=__xss()&#x3E;',
  '%3Cscript%3E__xss()%3C/script%3E',
  '\\u003cscript\\u003e__xss()\\u003c/script\\u003e',
  '${__xss()}',
  '`${__xss()}`',
  '{{constructor.constructor("__xss()")()}}',
  '[click](javascript:__xss())',
  '![img](javascript:__xss())',
  '<scr<script>ipt>__xss()</scr</script>ipt>',
  '<<script>__xss();//<</script>',
  '<img """><script>__xss()</script>">',
  '<noscript><p title="</noscript><img src=x onerror=__xss()>">',
  '<template><script>__xss()</script></template>',
  '\u202e<script>__xss()</script>\u202d',
  '<img src=x onerror="&#95;&#95;xss()">',
  'javascript:__xss()',
];

/** Vectors for URL fields (website, terms, balance, logo, card image, prize image, order links, invoices). */
export const XSS_URL_VECTORS: readonly string[] = [
  'javascript:__xss()',
  'JaVaScRiPt:__xss()',
  ' javascript:__xss()',
  'java\tscript:__xss()',
  'java\nscript:__xss()',
  '&#106;avascript:__xss()',
  'javascript&colon;__xss()',
  'javascript:/*--></title></style></textarea></script><svg/onload=__xss()>',
  'vbscript:msgbox("xss")',
  'data:text/html,<script>parent.__xss()</script>',
  'data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="__xss()"/>',
  'data:application/javascript,__xss()',
  'file:///etc/passwd',
  '//evil.example/x.js',
  '"><script>__xss()</script>',
  'x" onerror="__xss()',
  'https://example.com/" onmouseover="__xss()',
];

/** Every vector, text and URL, de-duplicated. */
export const XSS_VECTORS: readonly string[] = [
  ...new Set([...XSS_TEXT_VECTORS, ...XSS_URL_VECTORS]),
];

/** True for a URL a rendered link may use: `http:` or `https:` only. */
export function isSafeLinkUrl(href: string, base = 'http://localhost/'): boolean {
  try {
    const { protocol } = new URL(href, base);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** True for a URL a rendered image may use: `http(s):`, `blob:` or `data:image/…`. */
export function isSafeImageUrl(src: string, base = 'http://localhost/'): boolean {
  if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(src.trim())) return true;
  try {
    const { protocol } = new URL(src, base);
    return protocol === 'http:' || protocol === 'https:' || protocol === 'blob:';
  } catch {
    return false;
  }
}
