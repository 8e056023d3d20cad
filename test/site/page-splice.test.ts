// A kept page is cut once at its markers and encoded once; each response joins the pieces with its own values.
import t from 'tap';
import { PageSplice } from '../../server/site-http/page-splice.js';
import { CRUMB_PLACEHOLDER, NONCE_PLACEHOLDER, withCrumb, withNonce } from '../../server/site-http/csp.js';
import { CART_PILL_MARKER } from '../../site/render/cart-pill.js';

t.test('the same page as replacing each marker, for every marker and none', async (t) => {
  const page = `<script nonce="${NONCE_PLACEHOLDER}">x</script>${CART_PILL_MARKER}<input name="crumb" value="${CRUMB_PLACEHOLDER}"><p>é ${CART_PILL_MARKER}</p><script nonce="${NONCE_PLACEHOLDER}"></script>`;
  const values = { nonce: 'N0nce', crumb: 'cr.umb', pill: '<a class="cart-pill">2</a>' };
  const filled = new PageSplice(page).fill(values).toString('utf8');
  t.equal(filled, withCrumb(withNonce(page.replaceAll(CART_PILL_MARKER, values.pill), values.nonce), values.crumb));
  t.notOk(/vitrine-(nonce|crumb|cart-pill)-/.test(filled), 'no marker is left');
  t.equal(new PageSplice(page).fill(values).length, Buffer.byteLength(filled), 'UTF-8 bytes, multi-byte text and values included');
  t.equal(new PageSplice(page).fill({ ...values, pill: '<a>Ω 2</a>' }).toString(), withCrumb(withNonce(page.replaceAll(CART_PILL_MARKER, '<a>Ω 2</a>'), values.nonce), values.crumb), 'a value outside Latin-1');
  t.equal(new PageSplice('<p>plain</p>').fill(values).toString(), '<p>plain</p>', 'a page without markers is itself');
  t.equal(new PageSplice(NONCE_PLACEHOLDER).fill(values).toString(), 'N0nce', 'a marker at both ends');
});
