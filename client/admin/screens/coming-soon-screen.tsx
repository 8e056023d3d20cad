/** The slot of a screen not built yet (screens-commerce.ts): its name as the title, and an empty state. */
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { EmptyState, PageHeader } from '../../admin-ui/index.js';
import { matchScreen } from '../screens.js';
import type { ScreenProps } from '../screen-types.js';

export default function ComingSoonScreen(_: ScreenProps) {
  const entry = matchScreen(location.pathname.replace(/^\/config\/?/, ''))?.entry;
  return (
    <>
      <PageHeader title={entry?.label() ?? A.comingSoon.title} />
      <div className="adm-card"><EmptyState title={A.comingSoon.title}>{A.comingSoon.body}</EmptyState></div>
    </>
  );
}
