/** Customers: the list (/config/customers) and one customer (/config/customers/<email>); client/admin/commerce/. */
import type { ScreenProps } from '../screen-types.js';
import { CustomerDetail, CustomersList } from '../commerce/customers.js';
import '../commerce/commerce-screens.css';

export default function CustomersScreen({ rest, query }: ScreenProps) {
  const email = rest[0] ? decodeURIComponent(rest[0]) : '';
  return email ? <CustomerDetail key={email} email={email} /> : <CustomersList query={query} />;
}
