// SPEC section 9's breakpoints in the demo theme's stylesheet: mobile up to
// 432 px, desktop from 433 px (templates/styles/base.less names them @mobile
// and @desktop, and the theme's media queries use them).
import t from 'tap';
import { loadSite } from '../../site/load-site.js';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } from '../../server/config.js';

t.test('the demo theme breaks at 432 and 433 px', async (t) => {
  const site = await loadSite(DEFAULT_SITE_THEME_DIR, DEFAULT_SITE_CONTENT);
  const css = site.css.css;
  t.match(css, '@media (max-width: 432px)', 'mobile up to 432 px');
  t.match(css, '@media (min-width: 433px)', 'desktop from 433 px');
  const uses = (w: number) => css.split(`width: ${w}px)`).length - 1;
  t.ok(uses(432) + uses(433) > 3, `the theme's rules use them (${uses(432)} and ${uses(433)} queries)`);
});
