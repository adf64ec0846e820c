// The stored-XSS corpus of the browser test xss.spec.ts (issue 22): markup, URLs and template text a
// user can type into any text field. Each payload, were it ever run, calls `__xss(<its number>)` or
// `alert(<its number>)`, which the test listens for; rendered as it should be, each shows as the
// very text that was typed. Kept short where they can (a contact's name holds 64 characters).

/** One payload: its number (what it reports if run) and its text. */
export type Payload = { n: number; text: string };

/** What a payload runs: `__xss(n)` (the test's marker), in the forms the templates need. */
type Make = (m: string, n: number) => string;

const TEMPLATES: readonly Make[] = [
  // Script elements, plain and disguised.
  (m) => `<script>${m}</script>`,
  (m) => `<SCRIPT>${m}</SCRIPT>`,
  (m) => `<script type="module">${m}</script>`,
  (m) => `<script>/*</script>*/${m}</script>`,
  (m) => `<scr<script>ipt>${m}</scr</script>ipt>`,
  (m) => `<script src="data:text/javascript,${m}"></script>`,
  (m) => `<script\x20type="text/javascript">${m};</script>`,
  (m) => `</textarea><script>${m}</script>`,
  (m) => `</title><script>${m}</script>`,
  (m) => `</style><script>${m}</script>`,
  (m) => `</script><script>${m}</script>`,
  (m) => `<!--<script>--><script>${m}</script>`,
  // Event handlers on many tags.
  (m) => `<img src=x onerror=${m}>`,
  (m) => `<img src="x" onerror="${m}">`,
  (m) => `<IMG SRC=x OnErRoR=${m}>`,
  (m) => `<img/src/onerror=${m}>`,
  (m) => `<img src=x:x onerror=javascript:${m}>`,
  (m) => `<svg onload=${m}>`,
  (m) => `<svg/onload=${m}//`,
  (m) => `<body onload=${m}>`,
  (m) => `<input autofocus onfocus=${m}>`,
  (m) => `<select autofocus onfocus=${m}>`,
  (m) => `<textarea autofocus onfocus=${m}>`,
  (m) => `<keygen autofocus onfocus=${m}>`,
  (m) => `<details open ontoggle=${m}>`,
  (m) => `<video><source onerror=${m}>`,
  (m) => `<audio src=x onerror=${m}>`,
  (m) => `<video src=x onerror=${m}>`,
  (m) => `<iframe onload=${m}>`,
  (m) => `<object data=x onerror=${m}>`,
  (m) => `<marquee onstart=${m}>`,
  (m) => `<div onmouseover=${m} style=position:fixed;inset:0>`,
  (m) => `<a onfocus=${m} autofocus href=#>x</a>`,
  (m) => `<form><button formaction=javascript:${m}>go`,
  (m) => `<isindex type=image src=1 onerror=${m}>`,
  (m) => `<style onload=${m}></style>`,
  (m) => `<link rel=stylesheet href=x onerror=${m}>`,
  (m) => `<body onpageshow=${m}>`,
  (m) => `<img srcset=x onerror=${m}>`,
  (m) => `<picture><img src=x onerror=${m}></picture>`,
  (m) => `<image src=x onerror=${m}>`,
  (m) => `<table background=x onerror=${m}>`,
  (m) => `<xss onanimationstart=${m} style=animation-name:spin>`,
  (m) => `<div contenteditable onfocus=${m} autofocus>`,
  // javascript: and data: URLs.
  (m) => `<a href="javascript:${m}">click</a>`,
  (m) => `<a href="JaVaScRiPt:${m}">click</a>`,
  (m) => `<a href="jav&#x09;ascript:${m}">click</a>`,
  (m) => `<a href="&#106;avascript:${m}">click</a>`,
  (m) => `<a href=" javascript:${m}">click</a>`,
  (m) => `javascript:${m}`,
  (m) => `javascript://%0a${m}`,
  (m) => `<a href="data:text/html,<script>${m}</script>">x</a>`,
  (m) => `data:text/html;base64,PHNjcmlwdD5fX3hzcygxKTwvc2NyaXB0Pg==#${m}`,
  (m) => `<iframe src="javascript:${m}">`,
  (m) => `<embed src="javascript:${m}">`,
  (m) => `<object data="javascript:${m}">`,
  (m) => `<form action="javascript:${m}"><input type=submit>`,
  (m) => `<meta http-equiv="refresh" content="0;url=javascript:${m}">`,
  (m) => `<base href="javascript:${m}//">`,
  // SVG and MathML.
  (m) => `<svg><script>${m}</script></svg>`,
  (m) => `<svg><animate onbegin=${m} attributeName=x dur=1s>`,
  (m) => `<svg><a xlink:href="javascript:${m}"><text y=20>x</text></a></svg>`,
  (m) => `<svg><set attributeName=onload to=${m} />`,
  (m) => `<svg><foreignObject><img src=x onerror=${m}></foreignObject></svg>`,
  (m) => `<math><mtext><img src=x onerror=${m}></mtext></math>`,
  (m) => `<svg><use href="data:image/svg+xml,<svg id='x' onload='${m}'/>#x"/>`,
  // iframe srcdoc and frames.
  (m) => `<iframe srcdoc="<script>parent.${m}</script>">`,
  (m) => `<iframe srcdoc="&lt;img src=x onerror=parent.${m}&gt;">`,
  (m) => `<frameset onload=${m}>`,
  // Style and CSS expressions.
  (m) => `<div style="background:url(javascript:${m})">x</div>`,
  (m) => `<div style="width:expression(${m})">x</div>`,
  (m) => `<style>@import 'javascript:${m}';</style>`,
  (m) => `<style>*{background:url("javascript:${m}")}</style>`,
  // Template and mutation-XSS tricks.
  (m) => `<template><img src=x onerror=${m}></template>`,
  (m) => `<noscript><p title="</noscript><img src=x onerror=${m}>">`,
  (m) => `<svg></p><style><a id="</style><img src=1 onerror=${m}>">`,
  (m) => `<math><mi><mglyph><style><img src=x onerror=${m}>`,
  (m) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${m}>`,
  (m) => `<xmp><p title="</xmp><img src=x onerror=${m}>">`,
  (m) => `<!--><img src=x onerror=${m}>-->`,
  (m) => `<![CDATA[><img src=x onerror=${m}>]]>`,
  (m) => `<?xml ?><img src=x onerror=${m}>`,
  // Entity-encoded variants.
  (m) => `&lt;script&gt;${m}&lt;/script&gt;`,
  (m) => `&#60;img src=x onerror=${m}&#62;`,
  (m) => `&#x3C;svg onload=${m}&#x3E;`,
  (m) => `%3Cscript%3E${m}%3C/script%3E`,
  (m) => `\\u003cimg src=x onerror=${m}\\u003e`,
  (m) => `\\x3cscript\\x3e${m}\\x3c/script\\x3e`,
  // Attribute breakouts.
  (m) => `" onmouseover="${m}" x="`,
  (m) => `' onfocus='${m}' autofocus='`,
  (m) => `"><img src=x onerror=${m}>`,
  (m) => `'><svg onload=${m}>`,
  (m) => `" autofocus onfocus=${m} x="`,
  (m) => `\`><img src=x onerror=${m}>`,
  (m) => `"/><script>${m}</script>`,
  (m) => `'-${m}-'`,
  (m) => `";${m};//`,
  // Markdown-style links and images.
  (m) => `[click](javascript:${m})`,
  (m) => `![x](x" onerror="${m})`,
  (m) => `<javascript:${m}>`,
  (m) => `[x](data:text/html,<script>${m}</script>)`,
  // Unicode tricks: full-width brackets, bidi overrides, zero-width joins, homoglyphs.
  (m) => `＜script＞${m}＜/script＞`,
  (m) => `\u202e<img src=x onerror=${m}>\u202c`,
  (m) => `<scr\u200Bipt>${m}</scr\u200Bipt>`,
  (m) => `<img src=x onerror\u00A0=${m}>`,
  (m) => `\uFEFF<svg onload=${m}>`,
  (m) => `<ſcript>${m}</ſcript>`,
  // React-specific bait: props and JSON a careless renderer would spread or parse.
  (m) => `{"dangerouslySetInnerHTML":{"__html":"<img src=x onerror=${m}>"}}`,
  (m) => `{"__html":"<svg onload=${m}>"}`,
  (m) => `{"$$typeof":"Symbol(react.element)","type":"script","props":{"children":"${m}"}}`,
  (m) => `__proto__[innerHTML]=<img src=x onerror=${m}>`,
  // Template injection: Angular/Vue/Handlebars/JS template literals.
  (m) => `{{constructor.constructor('${m}')()}}`,
  (m) => `{{$on.constructor('${m}')()}}`,
  (m) => `\${${m}}`,
  (m) => `#{${m}}`,
  (m) => `{{#with "s" as |string|}}{{string.constructor '${m}'}}{{/with}}`,
  (m) => `<%= ${m} %>`,
  (m) => `[[${m}]]`,
  // alert() and friends, for a page that would run them.
  (_m, n) => `<img src=x onerror=alert(${n})>`,
  (_m, n) => `<svg onload=confirm(${n})>`,
  (_m, n) => `<script>prompt(${n})</script>`,
  (_m, n) => `<a href="javascript:alert(${n})">x</a>`,
  (_m, n) => `<img src=x onerror="window['al'+'ert'](${n})">`,
  (_m, n) => `<img src=x onerror=eval(atob('YWxlcnQo')+${n}+')')>`,
  (_m, n) => `<svg onload=top[\`al\\x65rt\`](${n})>`,
];

/** Every payload, numbered from 1; payload n calls __xss(n) (or alert(n)…) if ever run. */
export const PAYLOADS: readonly Payload[] = TEMPLATES.map((make, i) => ({
  n: i + 1,
  text: make(`__xss(${i + 1})`, i + 1),
}));

/** Payloads of at most `max` characters (a short field's). */
export function upTo(max: number): Payload[] {
  return PAYLOADS.filter((p) => p.text.length <= max);
}

/**
 * The payloads joined into texts of at most `max` characters each, one payload a line: a chat
 * message or a review holds several, so all of them fit into a few.
 */
export function packed(payloads: readonly Payload[], max: number): { text: string; ns: number[] }[] {
  const texts: { text: string; ns: number[] }[] = [];
  for (const p of payloads) {
    const last = texts.at(-1);
    if (last && last.text.length + 1 + p.text.length <= max) {
      last.text += `\n${p.text}`;
      last.ns.push(p.n);
    } else texts.push({ text: p.text, ns: [p.n] });
  }
  return texts;
}
