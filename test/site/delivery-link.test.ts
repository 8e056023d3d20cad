// SPEC section 3's connected account link: one delivery service, its link
// titled 'Order Now' by default (French 'Commander'), or the owner's own
// title; none without a configured service.
import t, { type Test } from 'tap';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSite } from '../../site/load-site.js';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } from '../../server/config.js';

function contentWith(t: Test, service: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-delivery-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { websiteSettings: Record<string, unknown> };
  if (service !== undefined) site.websiteSettings.deliveryService = service;
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  return dir;
}

t.test('the default title in both languages', async (t) => {
  const site = await loadSite(DEFAULT_SITE_THEME_DIR, contentWith(t, { serviceName: 'Local Couriers', url: 'https://couriers.example/hearth-and-clay' }));
  const link = '<p class="site-footer__delivery"><a class="button" href="https://couriers.example/hearth-and-clay" rel="noopener">';
  t.match(site.renderer.render('/').html, `${link}Order Now</a></p>`);
  t.match(site.renderer.render('/fr').html, `${link}Commander</a></p>`);
});

t.test("the owner's title; nothing without a service", async (t) => {
  const own = await loadSite(DEFAULT_SITE_THEME_DIR, contentWith(t, { serviceName: 'Local Couriers', url: 'https://couriers.example/x', linkTitle: 'Get it delivered' }));
  t.match(own.renderer.render('/').html, '>Get it delivered</a>');
  const none = await loadSite(DEFAULT_SITE_THEME_DIR, contentWith(t, undefined));
  t.notMatch(none.renderer.render('/').html, 'site-footer__delivery');
});
