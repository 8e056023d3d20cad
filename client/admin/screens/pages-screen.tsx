/** Pages: the site's pages (client/editor/page-list.tsx) and, at pages/<id>, the page editor. */
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';
import { PageList } from '../../editor/page-list.js';
import { PageEditor } from '../../editor/page-editor.js';
import { navigate } from '../router.js';
import type { ScreenProps } from '../screen-types.js';

export default function PagesScreen({ rest }: ScreenProps) {
  const id = rest[0];
  if (id !== undefined)
    return (
      <>
        <PageHeader title={A.nav.pages} />
        <PageEditor key={id} id={id} onBack={() => navigate('pages')} />
      </>
    );
  return (
    <>
      <PageHeader title={A.nav.pages} description={A.descriptions.pages} />
      <div className="adm-card adm-panel">
        <PageList onOpen={(pageId) => navigate(`pages/${encodeURIComponent(pageId)}`)} />
      </div>
    </>
  );
}
