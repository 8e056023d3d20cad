/** Orders: the list (/config/orders), one order (/config/orders/<id>) and its packing slip (/config/orders/<id>/packing-slip); client/admin/commerce/. */
import type { ScreenProps } from '../screen-types.js';
import { OrdersList } from '../commerce/orders-list.js';
import { OrderDetailView } from '../commerce/order-detail.js';
import { PackingSlipView } from '../commerce/packing-slip.js';
import '../commerce/commerce-screens.css';

export default function OrdersScreen({ rest, query }: ScreenProps) {
  if (rest[0] && rest[1] === 'packing-slip') return <PackingSlipView key={rest[0]} orderId={rest[0]} />;
  return rest[0] ? <OrderDetailView key={rest[0]} orderId={rest[0]} /> : <OrdersList query={query} />;
}
