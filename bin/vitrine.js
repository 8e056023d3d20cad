#!/usr/bin/env node
// The `vitrine` command. Runs the build in dist/ (made by `npm install` and
// `npm run build`) with plain node; in a checkout without one, registers tsx
// and runs the TypeScript sources.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli/main.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../cli/main.ts', import.meta.url).href);
}
