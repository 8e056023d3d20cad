/**
 * What `vitrine serve` adds to each HTML page it serves: a script that
 * listens to /__vitrine/live (Server-Sent Events), swaps the stylesheet on
 * a `css` event and reloads the page on a `reload` event, and an overlay
 * listing the page's errors at file:line:col. Also the error page shown
 * while the folder cannot be loaded. Production output never has these.
 */
import type { SiteDiagnostic } from '../../site/diagnostics.js';

export const LIVE_PATH = '/__vitrine/live';

export interface OverlayError {
  /** A warning (a LESS statement left out) is counted and marked as one, not as an error. */
  severity: 'error' | 'warning';
  /** The file, at line:col (a note about the folder as a whole has line 0). */
  file: string;
  line: number;
  col: number;
  message: string;
}

/** Errors, and the stylesheet statements left out (LESS warnings), which change how the page looks. */
export const overlayErrors = (ds: readonly SiteDiagnostic[]): OverlayError[] =>
  ds
    .filter((d) => d.severity === 'error' || d.code.startsWith('LESS_'))
    .map(({ severity, file, line, col, message }) => ({ severity: severity === 'error' ? 'error' : 'warning', file, line, col, message }));

/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The browser side, kept as plain ES5-ish source text (it is not bundled).
const CLIENT = `
var state = { page: PAGE, css: CSS };
var STYLE = 'position:fixed;z-index:2147483647;left:0;right:0;bottom:0;max-height:60vh;overflow:auto;margin:0;padding:12px 16px;' +
  'background:rgba(24,24,27,.96);color:#fafafa;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;border-top:3px solid #ef4444';
function show() {
  var all = state.page.concat(state.css);
  var el = document.getElementById('vitrine-overlay');
  if (!all.length) { if (el) el.remove(); return; }
  if (!el) { el = document.createElement('div'); el.id = 'vitrine-overlay'; el.setAttribute('role', 'alert'); el.setAttribute('style', STYLE); document.documentElement.appendChild(el); }
  el.textContent = '';
  var head = document.createElement('div');
  head.setAttribute('style', 'font-weight:bold;color:#fca5a5;margin-bottom:6px');
  var errors = all.filter(function (e) { return e.severity !== 'warning'; }).length;
  var warnings = all.length - errors;
  var counts = [];
  if (errors) counts.push(errors + (errors === 1 ? ' template error' : ' template errors'));
  if (warnings) counts.push(warnings + (warnings === 1 ? ' warning' : ' warnings'));
  head.textContent = counts.join(', ');
  el.style.borderTopColor = errors ? '#ef4444' : '#f59e0b';
  el.appendChild(head);
  all.forEach(function (e) {
    var row = document.createElement('div');
    row.className = 'vitrine-overlay-error';
    var at = document.createElement('span');
    at.setAttribute('style', 'color:#93c5fd');
    at.textContent = e.line ? e.file + ':' + e.line + ':' + e.col : e.file;
    row.appendChild(at);
    if (e.severity === 'warning') row.appendChild(document.createTextNode(' warning:'));
    row.appendChild(document.createTextNode(' ' + e.message));
    el.appendChild(row);
  });
}
function swapCss(version) {
  var links = document.querySelectorAll('link[rel~="stylesheet"]');
  for (var i = 0; i < links.length; i++) {
    var link = links[i];
    var url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname !== '/site.css') continue;
    url.searchParams.set('live', String(version));
    var next = link.cloneNode();
    next.href = url.pathname + url.search;
    next.addEventListener('load', function (old) { return function () { old.remove(); window.__vitrineCss = version; }; }(link));
    link.after(next);
  }
}
// The load this page shows (a stylesheet swap moves it on). On every (re)connection the server says its current one:
// a newer one means an event was missed (the page's request raced a reload, or the connection dropped), so reload.
var shown = VERSION;
var source = new EventSource(LIVE);
source.addEventListener('hello', function (e) { if (JSON.parse(e.data).version > shown) { source.close(); window.__vitrineLive = 'reloading'; location.reload(); } });
source.addEventListener('open', function () { window.__vitrineLive = 'open'; });
source.addEventListener('reload', function () { source.close(); window.__vitrineLive = 'reloading'; location.reload(); });
source.addEventListener('css', function (e) { var d = JSON.parse(e.data); shown = d.version; state.css = d.errors; swapCss(d.version); show(); });
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show); else show();
`;

/** The live script for a page with these errors (page and load errors, stylesheet errors apart). */
export function liveScript(pageErrors: OverlayError[], cssErrors: OverlayError[], version = 0): string {
  // Function replacers: the JSON may hold `$&`-like text.
  const body = CLIENT.replace('PAGE', () => scriptJson(pageErrors))
    .replace('CSS', () => scriptJson(cssErrors))
    .replace('LIVE', () => scriptJson(LIVE_PATH))
    .replace('VERSION', () => String(version));
  return `<script id="vitrine-live">(function () {${body}})();</script>`;
}

/** The page with the live script before its last `</body>` (or at its end). */
export function injectLive(html: string, script: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at < 0 ? html + script : html.slice(0, at) + script + html.slice(at);
}

/** Shown for every page while the folder cannot be loaded (DEVELOPER-MODE section 8). */
export function loadErrorPage(folder: string, diagnostics: readonly SiteDiagnostic[], version = 0): string {
  const errors = overlayErrors(diagnostics);
  const rows = errors.map((e) => `<li><code>${escapeHtml(`${e.file}:${e.line}:${e.col}`)}</code> ${escapeHtml(e.message)}</li>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The site cannot be loaded</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:40px;color:#18181b}code{color:#1d4ed8}li{margin:4px 0}</style></head>
<body><h1>The site cannot be loaded</h1><p>${escapeHtml(folder)}</p><ul class="vitrine-load-errors">${rows}</ul>
${liveScript(errors, [], version)}</body></html>`;
}
