/** Submissions: the form submissions and the restock waiting lists (filled in below). */
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';

export function FormSubmissionsScreen() {
  return <PageHeader title={A.nav.submissionsForms} description={A.descriptions.submissions} />;
}

export function RestockScreen() {
  return <PageHeader title={A.nav.submissionsRestock} description={A.descriptions.submissions} />;
}
