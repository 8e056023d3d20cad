/** Subscriptions, the owner's side (/config/subscriptions); client/admin/commerce/. */
import type { ScreenProps } from '../screen-types.js';
import { SubscriptionsList } from '../commerce/subscriptions.js';
import '../commerce/commerce-screens.css';

export default function SubscriptionsScreen({ query }: ScreenProps) {
  return <SubscriptionsList query={query} />;
}
