// The preview kit's second lock: secret keys never leave, however deep they sit.
import t from 'tap';
import { withoutSecrets } from '../../site/preview/kit.js';

t.test('secret keys are dropped at any depth the site content reaches', async (t) => {
  const content = { title: 'Shop', lock: { password: 'p', passwordHash: 'h', hint: 'ask' }, items: [{ apiKey: 'k', accessToken: 't', name: 'Mug' }] };
  t.same(withoutSecrets(content), { title: 'Shop', lock: { hint: 'ask' }, items: [{ name: 'Mug' }] });
  t.equal(content.lock.password, 'p', 'the content itself is left as it was');
});

t.test('what nests deeper than the limit is left out, not copied unchecked', async (t) => {
  let deep: Record<string, unknown> = { password: 'hidden', text: 'x' };
  for (let i = 0; i < 100; i++) deep = { child: deep };
  t.notMatch(JSON.stringify(withoutSecrets(deep)), 'hidden');
});
