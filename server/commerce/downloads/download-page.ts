/**
 * The data of the download page (/checkout/download?grant=&token=): where a
 * link that no longer downloads lands. It says why (expired, used up,
 * awaiting payment, not valid) and, for a genuine link of a paid order,
 * offers a fresh link by mail (a form that works without JavaScript).
 */
import type { CheckoutPageAnswer, CheckoutPageRequest } from '../checkout/pages.js';
import { CRUMB_QUERY } from '../cookies.js';
import { deliveryTexts } from '../orders/delivery-texts.js';
import type { Delivery } from './delivery.js';

export async function downloadPage(delivery: Delivery, r: CheckoutPageRequest): Promise<CheckoutPageAnswer> {
  const t = deliveryTexts(r.language);
  const grant = r.query.grant ?? '';
  const token = r.query.token ?? '';
  const found = await delivery.check(grant, token);
  const reason = found ? (delivery.reasonOf(found.grant, found.order) ?? 'ready') : 'invalid';
  const title = reason === 'expired' ? t.linkExpiredTitle : reason === 'used-up' ? t.linkUsedUpTitle : reason === 'invalid' ? t.linkInvalidTitle : t.downloadsTitle;
  const product = found?.order.lines.find((l) => l.item_id === found.grant.item_id)?.product_name ?? '';
  return {
    status: reason === 'invalid' ? 404 : 200,
    data: {
      collection: { id: 'checkout', urlId: 'checkout', typeName: 'checkout', title, fullUrl: `${r.prefix}/checkout` },
      download: {
        text: t,
        title,
        product,
        reason,
        body: reason === 'unpaid' ? t.downloadAwaitingPayment : reason === 'expired' || reason === 'used-up' ? t.linkRefusedBody : '',
        canRenew: reason === 'expired' || reason === 'used-up',
        // A genuine link that still works: offer it again (the shopper came here from a page).
        note: reason === 'ready' && found ? delivery.noteOf(found.grant.item_id) : '',
        downloadUrl: reason === 'ready' ? `/api/commerce/downloads/${grant}?token=${encodeURIComponent(token)}` : '',
        action: `/api/commerce/downloads/${encodeURIComponent(grant)}/fresh-link?${CRUMB_QUERY}=${encodeURIComponent(r.crumb)}`,
        token,
        notice: r.query.sent ? t.freshLinkSent : r.query.wait ? t.freshLinkWait : '',
      },
    },
  };
}
