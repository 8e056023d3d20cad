#!/usr/bin/env node
/**
 * Builds the extension into a .vsix: src/extension.js bundled with its
 * language client (esbuild, from the repository's node_modules) into
 * dist/extension.js, then `vsce package` with no dependencies to collect.
 * Writes vitrine-templates-VERSION.vsix here, or to the path given.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const require = createRequire(join(ROOT, 'package.json'));
const { build } = await import(require.resolve('esbuild'));

await build({
  entryPoints: [join(HERE, 'src/extension.js')],
  outfile: join(HERE, 'dist/extension.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  nodePaths: [join(ROOT, 'node_modules')],
  minify: true,
  logLevel: 'warning',
});
const { version } = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8'));
const out = resolve(process.argv[2] ?? join(HERE, `vitrine-templates-${version}.vsix`));
const vsce = join(dirname(require.resolve('@vscode/vsce/package.json')), 'vsce');
execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '--out', out], { cwd: HERE, stdio: ['ignore', 'pipe', 'inherit'] });
console.log(out);
