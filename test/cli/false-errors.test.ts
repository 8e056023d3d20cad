/**
 * What the platform accepts, `vitrine check` accepts: a predicate's
 * arguments followed by a space, tags inside HTML comments, a repeated
 * `.conf` key (a warning; the last one counts). And the serve overlay
 * counts a warning as a warning.
 */
import t from 'tap';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { checkFolder } from '../../cli/site/check-folder.js';
import { locateJson } from '../../cli/json-locate.js';
import { liveScript, overlayErrors } from '../../cli/site/live-client.js';
import { Engine } from '../../engine/index.js';
import { loadTheme } from '../../site/theme/load-theme.js';

const FILES: Record<string, string> = {
  'template.conf': '{\n  "name": "First",\n  "author": "A",\n  "layouts": { "default": { "name": "D", "regions": ["site"] } },\n  "navigations": [ { "title": "Main", "name": "mainNav" } ],\n  "stylesheets": [],\n  "name": "Last"\n}\n',
  'site.region': [
    '<!doctype html><html><head><title>{website.siteTitle}</title></head><body>',
    '<!-- <squarespace:navigation navigationId="oldNav" template="gone" /> -->',
    '<!--',
    '  <squarespace:script src="old-bundle.js" />',
    '-->',
    '{.equal? website.siteTitle "x" }x{.or}y{.end}',
    '{.section collection}{.equal? title "x" }{title}{.end}{.end}',
    '</body></html>',
  ].join('\n'),
};

t.test('check: no false errors on what the platform accepts', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-false-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const found = (await checkFolder(dir)).diagnostics.filter((d) => d.severity !== 'info');
  t.same(found.filter((d) => d.severity === 'error'), [], 'no errors');
  t.match(found, [{ code: 'CONF_DUPLICATE_KEY', severity: 'warning', file: 'template.conf', line: 7, col: 3, message: "key 'name' repeated (first at line 2); the platform uses this last one" }]);
  t.equal(found.length, 1, 'nothing else');
  const theme = loadTheme(dir);
  t.equal(theme.ok && theme.theme.conf.raw.name, 'Last', 'the last key counts');
});

t.test('a trailing space after arguments: no count error; real count errors stay', async (t) => {
  const engine = new Engine();
  t.same(engine.parse('{.equal? a "x" }Y{.end}').errors, []);
  t.same(engine.parse('{.equal? a "x"  }Y{.end}').errors, []);
  t.match(engine.parse('{.equal? a "x" b}Y{.end}').errors, [{ code: 'ARGS_COUNT' }]);
});

t.test('locateJson: repeated keys, with both places', async (t) => {
  const where = locateJson('{"a": 1,\n "b": {"c": 1, "c": 2},\n "a": 3}');
  t.same(
    where.duplicates.map((d) => [d.pointer, d.first.line, d.again.line]),
    [
      ['/b/c', 2, 2],
      ['/a', 1, 3],
    ],
  );
  t.same(where.keys.get('/a'), { line: 3, col: 2 }, 'the key that counts is the last');
});

t.test('the serve overlay counts warnings as warnings', async (t) => {
  const overlay = async (diagnostics: Parameters<typeof overlayErrors>[0]) => {
    const dom = new JSDOM(`<!doctype html><html><body>${liveScript(overlayErrors(diagnostics), [])}</body></html>`, {
      runScripts: 'dangerously',
      beforeParse(window) {
        (window as unknown as { EventSource: unknown }).EventSource = class {
          addEventListener(): void {}
          close(): void {}
        };
      },
    });
    if (dom.window.document.readyState === 'loading') await new Promise((resolve) => dom.window.document.addEventListener('DOMContentLoaded', resolve));
    const text = dom.window.document.getElementById('vitrine-overlay')?.firstElementChild?.textContent;
    dom.window.close();
    return text;
  };
  const warning = { code: 'LESS_ISOLATED', severity: 'warning' as const, file: 'styles/a.less', line: 2, col: 3, message: 'LESS: x' };
  const error = { code: 'BLOCK_MISSING', severity: 'error' as const, file: 'site.region', line: 1, col: 1, message: 'no block' };
  t.equal(await overlay([warning]), '1 warning');
  t.equal(await overlay([error, warning, warning]), '1 template error, 2 warnings');
  t.equal(await overlay([error, error]), '2 template errors');
});

t.test('the live client reloads when the server has a newer load than the page shows, and only then', async (t) => {
  type Listener = (e: { data: string }) => void;
  const listeners = new Map<string, Listener>();
  const dom = new JSDOM(`<!doctype html><html><body>${liveScript([], [], 4)}</body></html>`, {
    runScripts: 'dangerously',
    beforeParse(window) {
      (window as unknown as { EventSource: unknown }).EventSource = class {
        addEventListener(name: string, fn: Listener): void {
          listeners.set(name, fn);
        }
        close(): void {}
      };
    },
    // jsdom does not navigate: its "not implemented" report of the reload is dropped.
    virtualConsole: new VirtualConsole(),
  });
  t.teardown(() => dom.window.close());
  const state = () => (dom.window as unknown as { __vitrineLive?: string }).__vitrineLive;
  listeners.get('hello')!({ data: '{"version":4}' });
  t.not(state(), 'reloading', 'the same load: stays');
  listeners.get('css')!({ data: '{"version":5,"errors":[]}' });
  listeners.get('hello')!({ data: '{"version":5}' });
  t.not(state(), 'reloading', 'a stylesheet swap moved the page on: a reconnection with that load stays');
  listeners.get('hello')!({ data: '{"version":6}' });
  t.equal(state(), 'reloading', 'a newer load: reloads');
});
