/**
 * The provenance overlay `vitrine serve --provenance` adds to its pages: a
 * toggle button (off when the page loads); while on, hovering an element
 * shows the template file:line:col that produced it, the variables output
 * in it (as written and at their JSON path from the page context's root,
 * each formatter's input and output) and the branches
 * taken, with a link that opens the file at that line in the editor; a
 * click on the element follows that link instead of the page's own.
 */
import type { ProvenanceEntry } from './provenance.js';
import { PROVENANCE_ATTRIBUTE } from './provenance.js';

/** Editor link templates: `{file}` (absolute path), `{line}`, `{col}`. */
export const EDITOR_LINKS: Readonly<Record<string, string>> = {
  vscode: 'vscode://file{file}:{line}:{col}',
  jetbrains: 'idea://open?file={file}&line={line}',
};

/** `--editor`: a name of EDITOR_LINKS or a template of its own holding `{file}`; null when neither. */
export function editorLink(editor: string): string | null {
  return EDITOR_LINKS[editor] ?? (editor.includes('{file}') ? editor : null);
}

const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

// Plain browser source (not bundled). Text goes in with textContent only: values are content, never markup.
const CLIENT = `
var data = JSON.parse(document.getElementById('vitrine-provenance-data').textContent);
var EDITOR = LINK, ATTR = NAME, on = false, lit = null;
var css = 'position:fixed;left:12px;z-index:2147483647;font:13px/1.4 system-ui,sans-serif;';
var btn = document.createElement('button');
btn.id = 'vitrine-provenance-toggle';
btn.type = 'button';
btn.textContent = 'Provenance';
btn.setAttribute('aria-pressed', 'false');
btn.style.cssText = css + 'bottom:12px;padding:6px 10px;border:1px solid #1d4ed8;border-radius:6px;background:#fff;color:#1d4ed8;cursor:pointer';
var panel = document.createElement('div');
panel.id = 'vitrine-provenance-panel';
panel.setAttribute('role', 'status');
panel.hidden = true;
panel.style.cssText = css + 'bottom:52px;white-space:pre-wrap;max-width:560px;max-height:50vh;overflow:auto;padding:10px 12px;border-radius:6px;background:#111827;color:#f9fafb;box-shadow:0 4px 16px rgba(0,0,0,.3)';
function link(p) {
  return p.path ? EDITOR.replace('{file}', encodeURI(p.path)).replace('{line}', p.line).replace('{col}', p.col) : null;
}
function line(parent, text, cls) {
  var el = document.createElement('div');
  if (cls) el.className = cls;
  el.textContent = text;
  parent.appendChild(el);
  return el;
}
function where(p) { return p.file + ':' + p.line + ':' + p.col; }
function show(el, e) {
  if (lit) lit.style.outline = lit.getAttribute('data-vitrine-outline') || '';
  lit = el;
  el.setAttribute('data-vitrine-outline', el.style.outline);
  el.style.outline = '2px solid #f59e0b';
  panel.textContent = '';
  var head = document.createElement('a');
  head.className = 'vitrine-provenance-open';
  head.textContent = '<' + e.tag + '> ' + where(e);
  head.style.color = '#93c5fd';
  var href = link(e);
  if (href) head.href = href;
  panel.appendChild(head);
  e.branches.forEach(function (b) { line(panel, b.instruction + ' \\u2192 ' + b.taken + '  (' + where(b) + ')', 'vitrine-provenance-branch'); });
  e.values.forEach(function (v) {
    line(panel, '{' + v.variable + '} = ' + v.value + '  (' + where(v) + ')', 'vitrine-provenance-value');
    if (v.jsonPath !== undefined) line(panel, '  JSON path: ' + v.jsonPath, 'vitrine-provenance-path');
    v.steps.forEach(function (s) { line(panel, '  |' + s.formatter + ': ' + s.input + ' \\u2192 ' + s.output, 'vitrine-provenance-step'); });
  });
}
function entry(target) {
  var el = target && target.closest ? target.closest('[' + ATTR + ']') : null;
  return el && data[el.getAttribute(ATTR)] ? el : null;
}
function ours(target) { return target === btn || panel.contains(target); }
btn.addEventListener('click', function () {
  on = !on;
  btn.setAttribute('aria-pressed', String(on));
  panel.hidden = !on;
  if (!on && lit) { lit.style.outline = lit.getAttribute('data-vitrine-outline') || ''; lit = null; }
});
document.addEventListener('mouseover', function (ev) {
  if (!on || ours(ev.target)) return;
  var el = entry(ev.target);
  if (el) show(el, data[el.getAttribute(ATTR)]);
}, true);
document.addEventListener('click', function (ev) {
  if (!on || ours(ev.target)) return;
  var el = entry(ev.target);
  if (!el) return;
  ev.preventDefault();
  ev.stopPropagation();
  var e = data[el.getAttribute(ATTR)];
  show(el, e);
  var href = link(e);
  if (href) window.open(href, '_self');
}, true);
document.body.appendChild(panel);
document.body.appendChild(btn);
`;

/** The page's provenance table and the overlay script, to go before `</body>`. */
export function provenanceScripts(table: Record<string, ProvenanceEntry>, link: string): string {
  const body = CLIENT.replace('LINK', () => scriptJson(link)).replace('NAME', () => scriptJson(PROVENANCE_ATTRIBUTE));
  return `<script type="application/json" id="vitrine-provenance-data">${scriptJson(table)}</script><script id="vitrine-provenance">(function () {${body}})();</script>`;
}
