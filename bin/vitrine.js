#!/usr/bin/env node
// The `vitrine` command. Runs the build in dist/ (made by `npm install` and
// `npm run build`) with plain node: its bundle (dist/start-cli/, loaded in
// a few files instead of a hundred modules), else the modules; in a checkout
// without a build, registers tsx and runs the TypeScript sources.
import { existsSync } from 'node:fs';

const bundled = new URL('../dist/start-cli/main.js', import.meta.url);
const built = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(bundled)) {
  await import(bundled.href);
} else if (existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../cli/main.ts', import.meta.url).href);
}
