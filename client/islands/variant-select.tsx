/** Island `variant-select`: the variant choice; on the page's own product it follows the URL. */
import type { ProductProps } from '../product.js';
import { restoreVariantFromUrl, VariantSelect } from '../widgets/variant-select.js';
import { ownsUrl } from './listing.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => {
  const syncUrl = ownsUrl(host);
  if (syncUrl) restoreVariantFromUrl(props as ProductProps);
  return <VariantSelect props={props as ProductProps} host={host} syncUrl={syncUrl} />;
});
