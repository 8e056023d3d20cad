/**
 * The scenario panel `vitrine serve` adds to its pages: a select of the
 * scenarios (scenarios/scenarios.ts); choosing one tells the server
 * (POST SCENARIO_PATH), which then renders every page under it, and
 * reloads the page.
 */
import type { Scenario } from '../scenarios/scenarios.js';

export const SCENARIO_PATH = '/__vitrine/scenario';

const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

// Plain browser source (not bundled); option texts go in with textContent.
const CLIENT = `
var wrap = document.createElement('label');
wrap.id = 'vitrine-scenario-panel';
wrap.style.cssText = 'position:fixed;right:12px;bottom:12px;z-index:2147483647;font:13px/1.4 system-ui,sans-serif;padding:6px 10px;border-radius:6px;background:#fff;color:#111827;border:1px solid #9ca3af';
wrap.appendChild(document.createTextNode('Scenario '));
var select = document.createElement('select');
select.id = 'vitrine-scenario';
[{ name: '', title: 'the content as it is' }].concat(LIST).forEach(function (s) {
  var o = document.createElement('option');
  o.value = s.name;
  o.textContent = s.name ? s.name + ': ' + s.title : s.title;
  o.selected = s.name === CURRENT;
  select.appendChild(o);
});
select.addEventListener('change', function () {
  fetch(PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: select.value }) })
    .then(function (r) { if (r.ok) window.location.reload(); });
});
wrap.appendChild(select);
document.body.appendChild(wrap);
`;

export function scenarioPanel(scenarios: readonly Scenario[], current: string | null): string {
  const body = CLIENT.replace('LIST', () => scriptJson(scenarios.map((s) => ({ name: s.name, title: s.title }))))
    .replace('CURRENT', () => scriptJson(current ?? ''))
    .replace('PATH', () => scriptJson(SCENARIO_PATH));
  return `<script id="vitrine-scenario-script">(function () {${body}})();</script>`;
}
