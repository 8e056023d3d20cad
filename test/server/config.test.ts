/** Configuration from the environment: defaults, and one clear message per bad value. */
import t from 'tap';
import {
  ConfigError,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_PARTIAL_DEPTH,
  DEFAULT_PORT,
  DEFAULT_RENDER_TENANT_CPU_MS_PER_MINUTE,
  DEFAULT_RENDER_TIMEOUT_MS,
  DEFAULT_TEMPLATES_DIR,
  loadConfig,
} from '../../server/config.js';
import { RENDER_KEY_MIN_CHARS, TENANT_NAME_MAX_CHARS } from '../../server/render/tenant-name.js';
import { FIXTURE_TEMPLATES } from './helpers.js';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
};

t.test('an empty environment gives defaults that run with no other service', async (t) => {
  const c = loadConfig({});
  t.equal(c.port, DEFAULT_PORT);
  t.equal(c.port, 3000);
  t.equal(c.maxBodyBytes, DEFAULT_MAX_BODY_BYTES);
  t.equal(c.maxPartialDepth, DEFAULT_MAX_PARTIAL_DEPTH);
  t.equal(c.maxPartialDepth, 16);
  t.equal(c.renderTimeoutMs, DEFAULT_RENDER_TIMEOUT_MS);
  t.equal(c.templatesDir, DEFAULT_TEMPLATES_DIR);
  t.ok(c.renderWorkers >= 1);
  t.equal(c.logLevel, 'info');
});

t.test('good values are read; empty ones take the default', async (t) => {
  const c = loadConfig({
    PORT: '8080',
    HOST: '127.0.0.1',
    VITRINE_LOG_LEVEL: 'debug',
    VITRINE_TEMPLATES_DIR: FIXTURE_TEMPLATES,
    VITRINE_MAX_TEMPLATE_BYTES: ' 1000 ',
    VITRINE_MAX_PARTIAL_DEPTH: '8',
    VITRINE_RENDER_WORKERS: '3',
    VITRINE_RENDER_QUEUE: '0',
    VITRINE_MAX_BODY_BYTES: '',
  });
  t.match(c, { port: 8080, host: '127.0.0.1', logLevel: 'debug', templatesDir: FIXTURE_TEMPLATES, maxTemplateBytes: 1000, maxPartialDepth: 8, renderWorkers: 3, renderQueue: 0 });
  t.equal(c.maxBodyBytes, DEFAULT_MAX_BODY_BYTES);
});

t.test('each bad value gets its own message naming the variable and the value', async (t) => {
  const cases: [string, string, string][] = [
    ['VITRINE_MAX_TEMPLATE_BYTES', 'abc', 'VITRINE_MAX_TEMPLATE_BYTES must be a positive integer, got "abc"'],
    ['VITRINE_MAX_BODY_BYTES', '0', 'VITRINE_MAX_BODY_BYTES must be a positive integer, got "0"'],
    ['VITRINE_MAX_CONTEXT_BYTES', '-5', 'VITRINE_MAX_CONTEXT_BYTES must be a positive integer, got "-5"'],
    ['VITRINE_MAX_OUTPUT_CHARS', '1.5', 'VITRINE_MAX_OUTPUT_CHARS must be a positive integer, got "1.5"'],
    ['VITRINE_MAX_EXPRESSION_TOKENS', '1e3', 'VITRINE_MAX_EXPRESSION_TOKENS must be a positive integer, got "1e3"'],
    ['VITRINE_MAX_EXPRESSION_STRING_LENGTH', 'lots', 'VITRINE_MAX_EXPRESSION_STRING_LENGTH must be a positive integer, got "lots"'],
    ['VITRINE_MAX_CONTEXT_DEPTH', '5000', 'VITRINE_MAX_CONTEXT_DEPTH must be an integer from 1 to 1000, got "5000"'],
    ['VITRINE_MAX_PARTIAL_DEPTH', '0', 'VITRINE_MAX_PARTIAL_DEPTH must be an integer from 1 to 256, got "0"'],
    ['VITRINE_RENDER_TIMEOUT_MS', '2s', 'VITRINE_RENDER_TIMEOUT_MS must be a positive integer of at most 2147483647, got "2s"'],
    ['VITRINE_WORKER_MEMORY_MB', '8', 'VITRINE_WORKER_MEMORY_MB must be an integer of at least 16, got "8"'],
    ['VITRINE_RENDER_WORKERS', '0', 'VITRINE_RENDER_WORKERS must be an integer from 1 to 256, got "0"'],
    ['VITRINE_RENDER_QUEUE', '-1', 'VITRINE_RENDER_QUEUE must be a non-negative integer, got "-1"'],
    ['VITRINE_TEMPLATE_CACHE_ENTRIES', 'x', 'VITRINE_TEMPLATE_CACHE_ENTRIES must be a positive integer, got "x"'],
    ['VITRINE_MAX_DIAGNOSTICS', '0', 'VITRINE_MAX_DIAGNOSTICS must be a positive integer, got "0"'],
    ['VITRINE_SHUTDOWN_TIMEOUT_MS', 'soon', 'VITRINE_SHUTDOWN_TIMEOUT_MS must be a non-negative integer of at most 2147483647, got "soon"'],
    ['PORT', '70000', 'PORT must be an integer from 0 to 65535, got "70000"'],
    ['VITRINE_LOG_LEVEL', 'loud', 'VITRINE_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    ['VITRINE_TEMPLATES_DIR', '/no/such/dir', 'VITRINE_TEMPLATES_DIR must be an existing directory, got "/no/such/dir"'],
  ];
  for (const [name, value, message] of cases) t.same(problems({ [name]: value }), [message], name);
});

t.test('every bad value is reported at once, in the error message too', async (t) => {
  try {
    loadConfig({ PORT: 'x', VITRINE_MAX_TEMPLATE_BYTES: 'abc' });
    t.fail('should throw');
  } catch (e) {
    t.type(e, ConfigError);
    t.equal(
      (e as Error).message,
      'Invalid configuration:\n  PORT must be an integer from 0 to 65535, got "x"\n  VITRINE_MAX_TEMPLATE_BYTES must be a positive integer, got "abc"',
    );
  }
});

t.test('hardening settings: timeouts, trusted proxies, per-client limits', async (t) => {
  const d = loadConfig({});
  t.match(d, { trustProxy: false, requestTimeoutMs: 30_000, connectionTimeoutMs: 60_000, pageRateLimit: { max: 300, windowMs: 10_000 }, renderRateLimit: { max: 1000, windowMs: 10_000 }, renderSpareWorkers: 1, renderStandbyWorkers: d.renderWorkers, redisUrl: null });
  t.ok(d.renderClientConcurrency >= 1);
  t.equal(loadConfig({ VITRINE_RENDER_WORKERS: '4' }).renderClientConcurrency, 2, 'half the workers by default');
  t.equal(loadConfig({ VITRINE_RENDER_WORKERS: '1' }).renderClientConcurrency, 1);
  const c = loadConfig({
    VITRINE_TRUST_PROXY: '10.0.0.0/8,loopback',
    VITRINE_REQUEST_TIMEOUT_MS: '5000',
    VITRINE_CONNECTION_TIMEOUT_MS: '7000',
    VITRINE_PAGE_RATE_LIMIT_MAX: '50',
    VITRINE_RENDER_RATE_LIMIT_WINDOW_MS: '1000',
    VITRINE_RENDER_CLIENT_CONCURRENCY: '2',
    VITRINE_RENDER_SPARE_WORKERS: '0',
    REDIS_URL: 'redis://127.0.0.1:6379',
  });
  t.match(c, { trustProxy: ['10.0.0.0/8', 'loopback'], requestTimeoutMs: 5000, connectionTimeoutMs: 7000, pageRateLimit: { max: 50 }, renderRateLimit: { windowMs: 1000 }, renderClientConcurrency: 2, renderSpareWorkers: 0, redisUrl: 'redis://127.0.0.1:6379' });
  t.same(problems({ VITRINE_REQUEST_TIMEOUT_MS: '0', VITRINE_RENDER_SPARE_WORKERS: '-1', VITRINE_TRUST_PROXY: '10.0.0.1;x' }), [
    'VITRINE_TRUST_PROXY must be true, false, a hop count or a list of addresses and CIDR ranges, got "10.0.0.1;x"',
    'VITRINE_REQUEST_TIMEOUT_MS must be a positive integer of at most 2147483647, got "0"',
    'VITRINE_RENDER_SPARE_WORKERS must be an integer from 0 to 64, got "-1"',
  ]);
});

t.test('render tenants: the render-time budget and the render keys', async (t) => {
  const d = loadConfig({});
  t.equal(d.renderTenantCpuMsPerMinute, DEFAULT_RENDER_TENANT_CPU_MS_PER_MINUTE);
  t.equal(d.renderTenantKeys.size, 0, 'no render keys by default');
  const key = (c: string) => c.repeat(RENDER_KEY_MIN_CHARS);
  const c = loadConfig({
    VITRINE_RENDER_TENANT_CPU_MS_PER_MINUTE: '0',
    VITRINE_RENDER_TENANT_KEYS: ` shop-a=${key('a')}, shop-a=${key('b')},blog.example=${key('c')}`,
  });
  t.equal(c.renderTenantCpuMsPerMinute, 0, '0 turns the budget off');
  t.same([...c.renderTenantKeys], [[key('a'), 'shop-a'], [key('b'), 'shop-a'], [key('c'), 'blog.example']], 'a tenant may have several keys');
  const found = problems({
    VITRINE_RENDER_TENANT_CPU_MS_PER_MINUTE: '-1',
    VITRINE_RENDER_TENANT_KEYS: `shop-a=${key('a')},shop b=${key('b')},shop-c=short,${key('d')},shop-e=${key('a')}`,
  });
  t.same(found, [
    'VITRINE_RENDER_TENANT_CPU_MS_PER_MINUTE must be a non-negative integer of at most 2147483647, got "-1"',
    `VITRINE_RENDER_TENANT_KEYS entry 2 must be tenant=key with a tenant name of 1 to ${TENANT_NAME_MAX_CHARS} letters, digits, dots, hyphens or underscores`,
    `VITRINE_RENDER_TENANT_KEYS entry 3 (tenant shop-c) must have a key of ${RENDER_KEY_MIN_CHARS} to 256 letters, digits and - . _ ~ + / characters`,
    `VITRINE_RENDER_TENANT_KEYS entry 4 must be tenant=key with a tenant name of 1 to ${TENANT_NAME_MAX_CHARS} letters, digits, dots, hyphens or underscores`,
    'VITRINE_RENDER_TENANT_KEYS entry 5 (tenant shop-e) repeats the key of tenant shop-a: a key stands for one tenant',
  ]);
  t.notOk(found.join('\n').includes(key('a')), 'no problem quotes a key');
});
