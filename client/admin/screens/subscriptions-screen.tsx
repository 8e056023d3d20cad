/** Subscriptions, the owner's side: the list (/config/subscriptions) and one subscription with its orders (/config/subscriptions/<id>); client/admin/commerce/. */
import type { ScreenProps } from '../screen-types.js';
import { SubscriptionsList } from '../commerce/subscriptions.js';
import { SubscriptionDetailView } from '../commerce/subscription-detail.js';
import '../commerce/commerce-screens.css';

export default function SubscriptionsScreen({ rest, query }: ScreenProps) {
  return rest[0] ? <SubscriptionDetailView key={rest[0]} subscriptionId={rest[0]} /> : <SubscriptionsList query={query} />;
}
