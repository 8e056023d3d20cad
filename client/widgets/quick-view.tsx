/**
 * 'Quick View' on a product card (SPEC section 2): opens the product in a
 * modal dialog with the product page's own widgets (variants, price,
 * quantity, add to cart), from the product page's markup fetched from this
 * site, and records the view in the census. Without JavaScript the island's
 * markup is a link to the product page.
 */
import { useEffect, useRef, useState } from 'react';
import type { Island } from '../islands/island.js';
import { recordQuickView } from '../api/census.js';
import { TEXT } from '../texts.js';
import { ModalDialog } from './modal-dialog.js';

export interface QuickViewProps {
  itemId: string;
  url: string;
  title?: string;
}

/** What the dialog takes from the product page: the summary column, minus what belongs to the full page. */
const DROP = '.product-detail__title, .breadcrumb, .product-detail__body, .product-detail__tags, .product-detail__share, [data-widget="restock"]';

/** The product block of a product page's HTML, ready to mount; null when the page has none. */
export function quickViewMarkup(html: string, itemId: string): HTMLElement | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const articles = [...doc.querySelectorAll<HTMLElement>('article.product-detail')];
  const article = articles.find((a) => a.dataset.itemId === itemId) ?? articles[0];
  if (!article) return null;
  for (const el of article.querySelectorAll(DROP)) el.remove();
  // Ids of the page would repeat ids of the listing; labels keep their inputs through nesting.
  for (const el of [article, ...article.querySelectorAll('[id]')]) el.removeAttribute('id');
  for (const el of article.querySelectorAll('label[for]')) el.removeAttribute('for');
  // The image stays an image: a lightbox over this dialog would fight its focus trap ('View full details' shows it larger).
  for (const link of article.querySelectorAll('a[data-lightbox]')) link.replaceWith(...link.childNodes);
  article.classList.add('product-detail--quick-view');
  return document.importNode(article, true);
}

export function QuickView({ props, mount }: { props: QuickViewProps; mount: (root: ParentNode) => Island[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="product-card__quick-view" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {TEXT.quickView}
      </button>
      {open && <QuickViewDialog props={props} mount={mount} onClose={() => setOpen(false)} />}
    </>
  );
}

function QuickViewDialog({ props, mount, onClose }: { props: QuickViewProps; mount: (root: ParentNode) => Island[]; onClose: () => void }) {
  const content = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let roots: Island[] = [];
    let live = true;
    void recordQuickView(props.itemId);
    void fetch(props.url, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((html) => {
        const block = quickViewMarkup(html, props.itemId);
        if (!live) return;
        if (!block || !content.current) return setState('failed');
        content.current.replaceChildren(block);
        roots = mount(content.current);
        setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
      // Unmounted after this render, as React asks of nested roots.
      const done = roots;
      queueMicrotask(() => done.forEach((r) => r.unmount()));
    };
  }, [props.itemId, props.url, mount]);

  return (
    <ModalDialog title={props.title ?? TEXT.quickView} onClose={onClose} className="quick-view">
      {state === 'loading' && <p className="quick-view__status" role="status">{TEXT.quickViewLoading}</p>}
      {state === 'failed' && <p className="quick-view__status" role="alert">{TEXT.quickViewFailed}</p>}
      <div ref={content} className="quick-view__content" />
      <a className="quick-view__details" href={props.url}>{TEXT.viewDetails}</a>
    </ModalDialog>
  );
}
