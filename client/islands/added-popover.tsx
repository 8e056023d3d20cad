/**
 * The popover shown after an add to cart (its own root at the end of the
 * body). Only pages that can add to cart load it (start-page.ts).
 */
import { createRoot, type Root } from 'react-dom/client';
import { AddedPopover } from '../widgets/added-popover.js';

const POPOVER_ID = 'vitrine-added-popover';

export function mountPopover(doc: Document = document): Root {
  let host = doc.getElementById(POPOVER_ID);
  if (!host) {
    host = doc.createElement('div');
    host.id = POPOVER_ID;
    doc.body.appendChild(host);
  }
  const r = createRoot(host);
  r.render(<AddedPopover />);
  return r;
}
