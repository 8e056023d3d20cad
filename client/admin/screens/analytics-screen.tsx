/** Analytics (filled in below). */
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';

export default function AnalyticsScreen() {
  return <PageHeader title={A.nav.analytics} description={A.descriptions.analytics} />;
}
