#!/usr/bin/env node
// The `vitrine` command: registers tsx so the TypeScript CLI runs with no
// build step, then hands over to scripts/cli/main.ts.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../scripts/cli/main.ts', import.meta.url).href);
