// engine/ runs in browsers (the editor previews with it): it may import only
// its own modules and browser-safe packages, never Node, server/ or client/.
import t from 'tap';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENGINE = fileURLToPath(new URL('../../engine', import.meta.url));
const ALLOWED_PACKAGES = ['luxon', '@phensley/'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = join(dir, e);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

for (const file of files(ENGINE)) {
  const src = readFileSync(file, 'utf8');
  for (const m of src.matchAll(IMPORT)) {
    const spec = (m[1] ?? m[2])!;
    const name = relative(ENGINE, file);
    if (spec.startsWith('.')) {
      const target = join(file, '..', spec);
      t.ok(!relative(ENGINE, target).startsWith('..'), `${name} imports ${spec} inside engine/`);
    } else {
      t.ok(ALLOWED_PACKAGES.some((p) => spec.startsWith(p)), `${name} imports the browser-safe package ${spec}`);
    }
  }
}
t.ok(files(ENGINE).length > 10, 'engine files are found');
