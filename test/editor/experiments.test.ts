// Experiments (SPEC sections 3 and 5): only ACTIVE assignments count; a
// query-parameter override only on internal or test sites; the page's
// variant in the browser reads the same rules.
import t from 'tap';
import { assignmentsOf, experimentVariant, overridesAllowed, SURVEY_COHORTS, surveyCohort } from '../../editor/experiments.js';

const ASSIGNMENTS = [
  { name: 'checkout-layout', variant: 'two-column', status: 'ACTIVE' },
  { name: 'hero', variant: 'video', status: 'PAUSED' },
  { name: 'hero', variant: 'still', status: 'ENDED' },
];
const q = (s = '') => new URLSearchParams(s);

t.test('only an ACTIVE assignment counts', async (t) => {
  t.equal(experimentVariant('checkout-layout', ASSIGNMENTS, q(), {}), 'two-column');
  t.equal(experimentVariant('hero', ASSIGNMENTS, q(), {}), null, 'paused or ended: not in the experiment');
  t.equal(experimentVariant('unknown', ASSIGNMENTS, q(), {}), null);
});

t.test('the query override only on internal or test sites', async (t) => {
  const override = q('experiment.checkout-layout=one-column&experiment.hero=video');
  t.equal(experimentVariant('checkout-layout', ASSIGNMENTS, override, {}), 'two-column', 'a live site ignores it');
  t.equal(experimentVariant('checkout-layout', ASSIGNMENTS, override, { internal: true }), 'one-column', 'an internal site takes it');
  t.equal(experimentVariant('hero', ASSIGNMENTS, override, { testSite: true }), 'video', 'a test site too, even without an active assignment');
  t.equal(experimentVariant('checkout-layout', ASSIGNMENTS, q('experiment.checkout-layout='), { internal: true }), 'two-column', 'an empty override is none');
  t.notOk(overridesAllowed({ internal: false, testSite: false }));
});

t.test('malformed assignments are left out', async (t) => {
  t.same(assignmentsOf([{ name: 'a', variant: 'b', status: 'ACTIVE' }, { name: 1 }, null, 'x']), [{ name: 'a', variant: 'b', status: 'ACTIVE' }]);
  t.same(assignmentsOf(undefined), []);
});

t.test('the page variant in the browser: assignments from the page, the override from its address', async (t) => {
  const { setUrl } = await import('../client/dom.js');
  const { pageExperimentVariant } = await import('../../client/experiments.js');
  const setWebsite = (website: Record<string, unknown>) => ((window as unknown as Record<string, unknown>).Static = { SQUARESPACE_CONTEXT: { website } });
  setUrl('https://shop.example/checkout?experiment.checkout-layout=one-column');
  setWebsite({ experimentAssignments: ASSIGNMENTS });
  t.equal(pageExperimentVariant('checkout-layout'), 'two-column', 'a live site');
  setWebsite({ experimentAssignments: ASSIGNMENTS, testSite: true });
  t.equal(pageExperimentVariant('checkout-layout'), 'one-column', 'a test site');
  setWebsite({});
  setUrl('https://shop.example/checkout');
  t.equal(pageExperimentVariant('checkout-layout'), null, 'no assignments');
});

t.test('survey cohorts A to E: the same for the same visitor, spread over all five', async (t) => {
  t.same(SURVEY_COHORTS, ['A', 'B', 'C', 'D', 'E']);
  t.equal(surveyCohort('visitor-1'), surveyCohort('visitor-1'));
  const seen = new Map<string, number>();
  for (let i = 0; i < 1000; i++) {
    const c = surveyCohort(`v${i}`);
    seen.set(c, (seen.get(c) ?? 0) + 1);
  }
  t.equal(seen.size, 5, 'every cohort gets visitors');
  for (const [c, n] of seen) t.ok(n > 120 && n < 280, `cohort ${c}: ${n} of 1000`);
});
