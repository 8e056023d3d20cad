/**
 * Products: the list across stores (client/admin/products/), then the
 * stores themselves (set one up, add a product; client/editor/store-panel.tsx).
 * /config/products/<store>/<product> opens that product's editor.
 */
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';
import { StorePanel } from '../../editor/store-panel.js';
import { ProductsList } from '../products/products-list.js';
import { adminHref, followLink } from '../router.js';
import type { ScreenProps } from '../screen-types.js';

export default function ProductsScreen({ rest, query }: ScreenProps) {
  const [storeId, productId] = rest;
  if (storeId && productId) {
    return (
      <>
        <PageHeader title={A.nav.products} description={A.productList.editorDescription} back={{ href: adminHref('products'), label: A.productList.backToProducts, onClick: followLink }} />
        <div className="adm-card adm-panel">
          <StorePanel key={`${storeId}/${productId}`} openStoreId={storeId} openProductId={productId} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={A.nav.products} description={A.descriptions.products} />
      <ProductsList query={query} />
      <div className="adm-card adm-panel"><StorePanel /></div>
    </>
  );
}
