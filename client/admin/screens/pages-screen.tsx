/**
 * Pages: the site's pages (client/editor/page-list.tsx) and, at pages/<id>,
 * the page editor. The page editor (Puck, the canvas and the preview's
 * loader) is a chunk of its own, loaded when a page opens: the list, the
 * first screen of /config, does not wait for it (BENCHMARKS.md, editor bundle).
 */
import { Suspense, lazy } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';
import { PageList } from '../../editor/page-list.js';
import { navigate } from '../router.js';
import type { ScreenProps } from '../screen-types.js';

const PageEditor = lazy(() => import('../../editor/page-editor.js').then((m) => ({ default: m.PageEditor })));

export default function PagesScreen({ rest }: ScreenProps) {
  const id = rest[0];
  if (id !== undefined)
    return (
      <>
        <PageHeader title={A.nav.pages} />
        <Suspense fallback={<p role="status" className="adm-muted">{A.ui.loading}</p>}>
          <PageEditor key={id} id={id} onBack={() => navigate('pages')} />
        </Suspense>
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
