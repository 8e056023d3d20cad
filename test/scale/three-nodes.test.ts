/**
 * Three separate server processes (not one cluster) on one PostgreSQL
 * schema and one Redis, behind a round-robin proxy: the sign-in limit holds
 * across the nodes, an owner's change is served by all three within moments
 * (LISTEN/NOTIFY), kill -9 of one node in the middle of checkouts loses no
 * order, and the other two keep serving. Skipped, with a notice, only where
 * PostgreSQL or Redis is absent outside CI.
 */
import t from 'tap';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { freePort } from '../../scripts/free-port.js';
import { freshDatabase, IN_CI, PG_URL } from '../commerce/helpers.js';
import { CARD, MUG, NY_ADDRESS } from '../commerce/checkout-helpers.js';
import { openStore } from '../../server/store/index.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT } from '../../server/session/limits.js';
import { RoundRobinProxy } from './round-robin-proxy.js';
import { REDIS_URL, redisAnswers } from '../helpers/redis.js';

t.setTimeout(600_000);

const OWNER = 'owner@nodes.example.com';
const PASSWORD = 'three-nodes-pass-1';
/** How long a node may take to serve another node's change (the target is under a second). */
const CHANGE_BOUND_MS = 10_000;
const CHANGE_TARGET_MS = 1000;
const NODES = 3;


/** Polls `check` until it holds or `ms` pass. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await sleep(25);
  }
  return false;
}

/** A browser: its cookies, the crumb header on changes, the xsrf token once signed in. */
class Client {
  readonly cookies = new Map<string, string>();
  xsrf: string | undefined;
  constructor(readonly base: string) {}

  async send(method: string, path: string, body?: unknown, form = false): Promise<{ status: number; text: string; location: string | null; json: () => any }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const crumb = this.cookies.get('crumb');
    if (method !== 'GET' && crumb) headers['x-csrf-token'] = crumb;
    if (this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    }
    const res = await fetch(this.base + path, { method, headers, body: payload, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    const json = () => JSON.parse(text);
    if (res.headers.get('content-type')?.includes('json')) {
      const data = JSON.parse(text) as { xsrfToken?: unknown };
      if (typeof data.xsrfToken === 'string') this.xsrf = data.xsrfToken;
    }
    return { status: res.status, text, location: res.headers.get('location'), json };
  }

  async start(): Promise<this> {
    await this.send('GET', '/api/commerce/shopping-cart');
    return this;
  }
}

const pgMissing = await (async () => {
  const r = new (await import('pg')).default.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await r.connect();
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    await r.end().catch(() => undefined);
  }
})();
const redisMissing = await redisAnswers();
const missing = pgMissing ? `PostgreSQL is unreachable at ${PG_URL}: ${pgMissing}` : redisMissing ? `Redis is unreachable at ${REDIS_URL}: ${redisMissing}` : null;

if (missing && IN_CI) t.fail(`under CI: ${missing}`);
else if (missing) t.plan(0, `three nodes not run: ${missing}`);
else {
  const db = (await freshDatabase(t, 'postgres'))!;
  const prefix = `vitrine-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  t.teardown(async () => {
    const r = new Redis(REDIS_URL);
    try {
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
    } finally {
      r.disconnect();
    }
  });

  const main = builtModule('server/main.js');
  const secret = randomBytes(32).toString('base64url');
  const nodes: { child: ChildProcess; port: number; log: string }[] = [];
  t.teardown(() => {
    for (const n of nodes) if (n.child.exitCode === null && n.child.signalCode === null) n.child.kill('SIGKILL');
  });
  for (let i = 0; i < NODES; i++) {
    const port = await freePort();
    const child = spawnOwned(process.execPath, [main], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url!,
        VITRINE_DATABASE_SCHEMA: db.schema,
        REDIS_URL,
        VITRINE_REDIS_PREFIX: prefix,
        VITRINE_COOKIE_SECRET: secret,
        VITRINE_SITE_OWNER_EMAILS: OWNER,
        VITRINE_RENDER_WORKERS: '1',
        VITRINE_PAGE_CACHE_MS: '60000',
        VITRINE_TELEMETRY: 'off',
        VITRINE_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const node = { child, port, log: '' };
    child.stdout!.setEncoding('utf8').on('data', (c: string) => (node.log += c));
    child.stderr!.setEncoding('utf8').on('data', (c: string) => (node.log += c));
    nodes.push(node);
  }
  const ready = (port: number) => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok);
  for (const n of nodes) {
    if (!(await until(() => ready(n.port), 300_000))) throw new Error(`a node did not start:\n${n.log}`);
  }
  const proxy = new RoundRobinProxy(nodes.map((n) => n.port));
  const base = `http://127.0.0.1:${await proxy.listen()}`;
  t.teardown(() => proxy.close());
  const direct = (i: number) => `http://127.0.0.1:${nodes[i]!.port}`;

  t.test('the sign-in limit holds across the three nodes', async (t) => {
    const c = await new Client(base).start();
    const made = await c.send('POST', '/api/site-users/account', { email: 'limit@nodes.example.com', password: PASSWORD });
    t.equal(made.status, 201, made.text);
    const from = proxy.forwarded.length;
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT + 1; i++) statuses.push((await c.send('POST', '/api/site-users/account/session', { email: 'limit@nodes.example.com', password: 'wrong-password-0' })).status);
    t.same(statuses, [...Array(SIGN_IN_FAILURES_PER_ACCOUNT).fill(401), 429], `${SIGN_IN_FAILURES_PER_ACCOUNT} wrong passwords, then 429, whichever node answers`);
    t.same(new Set(proxy.forwarded.slice(from).map((f) => f.node)), new Set([0, 1, 2]), 'the attempts went to all three nodes');
  });

  t.test('an owner’s change is served by all three', async (t) => {
    // Each node caches the page first.
    for (let i = 0; i < NODES; i++) t.equal((await fetch(`${direct(i)}/our-story`)).status, 200);
    const owner = await new Client(base).start();
    const made = await owner.send('POST', '/api/site-users/account', { email: OWNER, password: PASSWORD });
    t.equal(made.status, 201, made.text);
    const announcement = `Three nodes ${randomBytes(3).toString('hex')}`;
    const changed = await owner.send('PUT', '/api/site-header-footer', { header: { siteTitle: 'Hearth & Clay', announcement }, footer: { text: 'Made in the Hudson Valley' } });
    t.equal(changed.status, 200, changed.text);
    const at = Date.now();
    const took: number[] = [];
    for (let i = 0; i < NODES; i++) {
      const served = await until(async () => (await (await fetch(`${direct(i)}/our-story`)).text()).includes(announcement), CHANGE_BOUND_MS);
      took.push(Date.now() - at);
      t.ok(served, `node ${i} serves the change`);
    }
    t.ok(Math.max(...took) <= CHANGE_BOUND_MS, `all three within ${Math.max(...took)} ms (target ${CHANGE_TARGET_MS} ms)`);
  });

  t.test('kill -9 of a node during checkouts loses no order; the others keep serving', async (t) => {
    const SHOPPERS = 9;
    const victim = 1;
    let killed = false;
    proxy.onForward = (f) => {
      if (!killed && f.node === victim && f.method === 'POST' && f.path.startsWith('/api/commerce/checkout')) {
        killed = true;
        // Mid-request: the node dies with this checkout in flight.
        setImmediate(() => nodes[victim]!.child.kill('SIGKILL'));
      }
    };
    const orderOf = async (i: number): Promise<string> => {
      const s = await new Client(base).start();
      for (let tries = 0; tries < 5; tries++) {
        const added = await s.send('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 });
        if (added.status === 200) break;
      }
      for (let tries = 0; tries < 5; tries++) {
        const placed = await s
          .send('POST', `/api/commerce/checkout?crumb=${encodeURIComponent(s.cookies.get('crumb') ?? '')}`, { action: 'place', returnTo: '/checkout', ...NY_ADDRESS, email: `buyer${i}@nodes.example.com`, shippingOptionId: 'standard', ...CARD() }, true)
          .catch(() => null);
        const order = placed?.location ? new URL(placed.location, base).searchParams.get('order') : null;
        if (order) return order;
        // A node died under the request (502) or the form came back: the shopper tries again, as a person would.
      }
      throw new Error(`shopper ${i} got no order`);
    };
    const ids = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => orderOf(i)));
    t.ok(killed, 'a node was killed with a checkout in flight');
    await until(async () => nodes[victim]!.child.exitCode !== null || nodes[victim]!.child.signalCode !== null, 10_000);
    t.equal(new Set(ids).size, SHOPPERS, 'each shopper has an order of their own');

    const store = await openStore({ url: db.url!, schema: db.schema, poolSize: 2 });
    t.teardown(() => store.close());
    const orders = await store.db.selectFrom('orders').selectAll().where('email', 'like', 'buyer%@nodes.example.com').execute();
    t.equal(orders.length, SHOPPERS, 'one order per shopper: none lost, none doubled');
    for (const o of orders) {
      const payments = await store.db.selectFrom('payments').selectAll().where('order_id', '=', o.id).execute();
      const lines = await store.db.selectFrom('order_lines').selectAll().where('order_id', '=', o.id).execute();
      t.ok(payments.length === 1 && lines.length === 1 && o.status === 'paid', `order ${o.id} is whole and paid`);
    }
    t.same(new Set(orders.map((o) => o.id)), new Set(ids), 'the orders are the ones the shoppers were shown');

    const pages = await Promise.all(Array.from({ length: 6 }, () => fetch(`${base}/our-story`).then((r) => r.status)));
    t.same(pages, Array(6).fill(200), 'the two nodes left serve every request');
    const c = await new Client(base).start();
    t.equal((await c.send('GET', '/api/commerce/shopping-cart')).status, 200);
  });
}
