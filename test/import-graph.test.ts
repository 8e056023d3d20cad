// The tree's parts import one way: engine/ (runs in browsers: only its own
// modules and browser-safe packages) <- editor/ (the editor's rules, shared
// by the app and the API) <- site/ (the site model: folders, content,
// rendering) <- server/ (the render service) <- cli/ (the `vitrine`
// command); client/ (browser code) uses engine/ and editor/ only, and
// client-build/ (its esbuild bundling) only finds the project's folders.
import t from 'tap';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_PACKAGES = ['luxon', '@phensley/'];
/** For each part, the other parts it may import. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  engine: [],
  editor: ['engine'],
  site: ['engine', 'editor'],
  server: ['engine', 'editor', 'site', 'client-build'],
  cli: ['engine', 'editor', 'site', 'server', 'client-build'],
  client: ['engine', 'editor'],
  'client-build': ['site'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}

const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

for (const [part, allowed] of Object.entries(MAY_IMPORT)) {
  const partFiles = files(join(ROOT, part));
  t.ok(partFiles.length > 0, `${part}/ files are found`);
  const wrong: string[] = [];
  for (const file of partFiles) {
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = (m[1] ?? m[2])!;
      const name = relative(ROOT, file);
      if (spec.startsWith('.')) {
        const target = relative(ROOT, join(file, '..', spec)).split(sep)[0]!;
        if (target !== part && !allowed.includes(target)) wrong.push(`${name} imports ${spec} (${target}/)`);
      } else if (part === 'engine' && !ENGINE_PACKAGES.some((p) => spec.startsWith(p))) {
        wrong.push(`${name} imports the package ${spec}, which is not known to be browser-safe`);
      }
    }
  }
  t.same(wrong, [], `${part}/ imports only ${allowed.length ? allowed.map((a) => `${a}/`).join(', ') : 'its own modules'}`);
}
