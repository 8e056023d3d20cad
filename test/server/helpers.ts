/** Shared set-up of the render service tests: a small app on the fixture templates. */
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../server/app.js';
import { defaultConfig, type ServerConfig } from '../../server/config.js';
import type { FastifyInstance } from 'fastify';

export const FIXTURE_TEMPLATES = fileURLToPath(new URL('./fixtures/templates', import.meta.url));

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...defaultConfig(), logLevel: 'silent', templatesDir: FIXTURE_TEMPLATES, renderWorkers: 1, site: null, ...overrides };
}

/** Collects pino's JSON lines. */
export class LogLines {
  readonly lines: Record<string, unknown>[] = [];
  write(line: string): void {
    this.lines.push(JSON.parse(line) as Record<string, unknown>);
  }
}

export async function testServer(overrides: Partial<ServerConfig> = {}, logStream?: LogLines): Promise<FastifyInstance> {
  const app = await buildServer(testConfig(overrides), logStream ? { logStream } : {});
  await app.ready();
  return app;
}

/**
 * A context `depth` objects deep ({ child: { child: ... } }) and a partial
 * that applies itself three times per level: 3^depth calls, no errors, as
 * slow as one likes (about a second at depth 13, 0.3 s at 12).
 */
export function slowRender(depth: number): { template: string; partials: Record<string, string>; json: unknown } {
  let json: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) json = { child: json };
  return {
    template: '{@|apply slow}',
    partials: { slow: '{.section child}{@|apply slow}{@|apply slow}{@|apply slow}{.end}' },
    json,
  };
}

/** The PoolError kind a promise fails with, or 'resolved'. */
export function failureKind(p: Promise<unknown>): Promise<string> {
  return p.then(
    () => 'resolved',
    (e: unknown) => String((e as { kind?: unknown }).kind ?? e),
  );
}
