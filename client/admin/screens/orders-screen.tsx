/** Orders: the list (/config/orders) and one order (/config/orders/<id>); client/admin/commerce/. */
import type { ScreenProps } from '../screen-types.js';
import { OrdersList } from '../commerce/orders-list.js';
import { OrderDetailView } from '../commerce/order-detail.js';
import '../commerce/commerce-screens.css';

export default function OrdersScreen({ rest, query }: ScreenProps) {
  return rest[0] ? <OrderDetailView key={rest[0]} orderId={rest[0]} /> : <OrdersList query={query} />;
}
