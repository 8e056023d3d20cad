// Issue 36 in Chromium without JavaScript (checkout-money.test.ts has the
// journeys with it): a gift card bought from its product page (the plain
// form's post goes to the gift-card page) and spent on a New York order
// whose state is typed in full; a Puerto Rico address ships with its own
// rate, shown by "Update totals" before paying; at 1280 and 390 px, in
// English and French, axe-core clean of any impact.
import t from 'tap';
import { startCartSite } from './cart-helpers.js';
import { JOURNEYS, moneyJourney } from './checkout-money-journey.js';

t.setTimeout(600_000);
const site = await startCartSite(t);

for (const j of JOURNEYS.filter((x) => !x.js)) {
  t.test(`${j.name}: a gift card from its product page, spent on a New York order typed in full; Puerto Rico ships`, (t) => moneyJourney(t, site, j));
}
