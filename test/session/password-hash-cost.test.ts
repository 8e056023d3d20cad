/**
 * The cost of password hashes: OWASP's baseline (argon2id, 19 MiB, 2
 * passes, one lane) unless VITRINE_PASSWORD_HASH_MEMORY_KIB and
 * VITRINE_PASSWORD_HASH_PASSES lower it, which the test runner does for the
 * other files (scripts/run-tests.mjs). This file hashes at the production
 * cost: it removes the settings before its first hash.
 */
import t from 'tap';
import {
  ARGON2_MEMORY_KIB,
  ARGON2_PASSES,
  argon2Options,
  HASH_MEMORY_SETTING,
  HASH_PASSES_SETTING,
  hashCostLowered,
} from '../../site/routing/password-hashing.js';
import { hashPassword, verifyPassword } from '../../server/session/passwords.js';
import { SitePasswords } from '../../site/routing/site-passwords.js';
import type { LockSecret } from '../../site/content/secrets.js';
import { ConfigError, loadConfig } from '../../server/config.js';

const lowered = { [HASH_MEMORY_SETTING]: process.env[HASH_MEMORY_SETTING], [HASH_PASSES_SETTING]: process.env[HASH_PASSES_SETTING] };
delete process.env[HASH_MEMORY_SETTING];
delete process.env[HASH_PASSES_SETTING];

const PRODUCTION_PREFIX = '$argon2id$v=19$m=19456,p=1,t=2$';

t.test('unset, the cost is OWASP baseline', async (t) => {
  t.equal(ARGON2_MEMORY_KIB, 19 * 1024);
  t.equal(ARGON2_PASSES, 2);
  t.same(argon2Options({}), { type: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
  t.same(argon2Options({ [HASH_MEMORY_SETTING]: '', [HASH_PASSES_SETTING]: '' }), argon2Options({}), 'empty counts as unset');
  t.equal(hashCostLowered({}), false, 'unset: nothing to warn of');
  t.equal(hashCostLowered({ [HASH_PASSES_SETTING]: '1' }), true, 'one pass: the service warns at its start');
  t.equal(hashCostLowered({ [HASH_MEMORY_SETTING]: '1024' }), true, 'less memory: the service warns at its start');
});

t.test('account passwords hash at the production cost and verify', async (t) => {
  const hash = await hashPassword('kiln-opening-42');
  t.ok(hash.startsWith(PRODUCTION_PREFIX), `the hash records the production cost (${hash.slice(0, 32)}…)`);
  t.equal(await verifyPassword(hash, 'kiln-opening-42'), true);
  t.equal(await verifyPassword(hash, 'kiln-opening-43'), false);
  t.equal(await verifyPassword(undefined, 'kiln-opening-42'), false, 'no account: the dummy verification answers false');
});

t.test('a site password given in plain text is hashed at the production cost', async (t) => {
  const passwords = new SitePasswords(new Map<string, LockSecret>([['site', { kind: 'plain', text: 'open-sesame-99' }]]));
  t.equal(await passwords.matches('site', 'open-sesame-99'), true);
  t.equal(await passwords.matches('site', 'open-sesame-98'), false);
  // The hash it keeps instead of the text (private: read here only to see its cost).
  const kept = await (passwords as unknown as { hashes: Map<string, Promise<string>> }).hashes.get('site');
  t.ok(kept?.startsWith(PRODUCTION_PREFIX), `its hash records the production cost (${kept?.slice(0, 32)}…)`);
});

t.test('the settings lower the cost; hashes of either cost verify under either', async (t) => {
  const production = await hashPassword('kiln-opening-42');
  process.env[HASH_MEMORY_SETTING] = '1024';
  process.env[HASH_PASSES_SETTING] = '1';
  t.teardown(() => {
    delete process.env[HASH_MEMORY_SETTING];
    delete process.env[HASH_PASSES_SETTING];
  });
  const cheap = await hashPassword('kiln-opening-42');
  t.ok(cheap.startsWith('$argon2id$v=19$m=1024,p=1,t=1$'), `the hash records the lowered cost (${cheap.slice(0, 30)}…)`);
  t.equal(await verifyPassword(cheap, 'kiln-opening-42'), true);
  t.equal(await verifyPassword(cheap, 'kiln-opening-43'), false);
  t.equal(await verifyPassword(production, 'kiln-opening-42'), true, 'a production hash verifies under the lowered setting');
  delete process.env[HASH_MEMORY_SETTING];
  delete process.env[HASH_PASSES_SETTING];
  t.equal(await verifyPassword(cheap, 'kiln-opening-42'), true, 'a cheap hash verifies under the production setting');
});

t.test('a bad or higher-than-baseline setting is refused, and stops the server start', async (t) => {
  for (const [name, value] of [
    [HASH_MEMORY_SETTING, '512'],
    [HASH_MEMORY_SETTING, String(19 * 1024 + 1)],
    [HASH_MEMORY_SETTING, '2k'],
    [HASH_PASSES_SETTING, '0'],
    [HASH_PASSES_SETTING, '3'],
  ] as const) {
    t.throws(() => argon2Options({ [name]: value }), { message: new RegExp(`^${name} must be an integer from \\d+ to \\d+, not "${value}"$`) }, `${name}=${value}`);
    try {
      loadConfig({ [name]: value });
      t.fail(`loadConfig accepted ${name}=${value}`);
    } catch (e) {
      t.ok(e instanceof ConfigError && e.problems.some((p) => p.startsWith(`${name} must be`)), `loadConfig names ${name}`);
    }
  }
});

t.teardown(() => {
  for (const [name, value] of Object.entries(lowered)) if (value !== undefined) process.env[name] = value;
});
