/** Products: the stores and their products (client/editor/store-panel.tsx). */
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';
import { StorePanel } from '../../editor/store-panel.js';

export default function ProductsScreen() {
  return (
    <>
      <PageHeader title={A.nav.products} description={A.descriptions.products} />
      <div className="adm-card adm-panel"><StorePanel /></div>
    </>
  );
}
