/**
 * The platform's system imports (`@import 'sqs-grid-breaker';`,
 * `'sqs-ui-font'`, `'sqs-blocks'`, `'svg-icon-templates'`,
 * `'social-icon-font'`), served from Vitrine's own .less files in
 * ./system/ and never fetched; and the environment every stylesheet sees
 * without an import (PLATFORM_ENV).
 */
import { readFileSync } from 'node:fs';

export const SYSTEM_MODULES = [
  'sqs-grid-breaker',
  'sqs-ui-font',
  'sqs-blocks',
  'svg-icon-templates',
  'social-icon-font',
  'vitrine-platform-env',
] as const;

/** The module imported by reference ahead of the first stylesheet: the platform's variables and mixins. */
export const PLATFORM_ENV: SystemModule = 'vitrine-platform-env';
export type SystemModule = (typeof SYSTEM_MODULES)[number];

const sources = new Map<SystemModule, string>();

/** The system module an import path names (`sqs-ui-font`, `sqs-ui-font.less`), if any. */
export function systemModuleFor(importPath: string): SystemModule | undefined {
  const name = importPath.replace(/^\.\//, '').replace(/\.less$/i, '');
  return (SYSTEM_MODULES as readonly string[]).includes(name) ? (name as SystemModule) : undefined;
}

export function systemModuleSource(name: SystemModule): string {
  let text = sources.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(`./system/${name}.less`, import.meta.url), 'utf8');
    sources.set(name, text);
  }
  return text;
}

/** The name a system module has in LESS errors and diagnostics. */
export function systemModuleFile(name: SystemModule): string {
  return `vitrine-system:${name}.less`;
}
