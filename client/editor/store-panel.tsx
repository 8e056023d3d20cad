/**
 * The store panel: the site's stores, a form to set one up (the SPEC's
 * store creation sequence: the store, then its root category; linking it
 * in a navigation is the navigation panel's; administrators only), and a
 * store's products, each to edit or (made in the editor) to remove after
 * the confirm dialog, with the add-product form.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { CATEGORY_MAX_LENGTH, STORE_TITLE_MAX_LENGTH } from '../../editor/limits.js';
import { priceText } from '../../editor/price-input.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';
import { editableInForm, ProductForm, type ProductView, type StoreLanguage, type UnlockablePage } from './product-form.js';
import { useConfirmDialog } from './confirm-dialog.js';
import { may } from './owner-role.js';

/** A product as the store lists it: `removable` when it was made in the editor. */
type ListedProduct = ProductView & { removable?: boolean };

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);

interface StoreSummary {
  id: string;
  urlId: string;
  title: string;
  productCount: number;
}

function Products({ store, openProductId }: { store: StoreSummary; openProductId?: string }) {
  const [products, setProducts] = useState<ListedProduct[] | null>(null);
  /** The languages the store is sold in besides the default one (the form's translation fields). */
  const [languages, setLanguages] = useState<StoreLanguage[]>([]);
  const [defaultName, setDefaultName] = useState('');
  /** The pages a paywall product can unlock. */
  const [unlockable, setUnlockable] = useState<UnlockablePage[]>([]);
  const [editing, setEditing] = useState<ProductView | null>(null);
  /** Set when the form opens from the Products list: its first field takes the focus once it is on the page. */
  const focusOpened = useRef(false);
  useEffect(() => {
    if (!editing || !focusOpened.current) return;
    focusOpened.current = false;
    document.querySelector<HTMLInputElement>('.vitrine-editor-product-form input')?.focus();
  }, [editing]);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { ask, dialog } = useConfirmDialog(T.working);

  /** Removes after the owner confirms; the dialog stays (busy) until the server answers. */
  const remove = async (p: ListedProduct) => {
    const req = ask({ title: T.removeProductTitle, message: fill(T.removeProductMessage, { title: p.title }), confirmLabel: T.confirmRemoveProduct, cancelLabel: T.cancel, autoClose: false });
    if (!(await req.result)) return;
    setError(null);
    try {
      await send('DELETE', `/api/editor/stores/${encodeURIComponent(store.id)}/products/${encodeURIComponent(p.id)}`);
      setProducts((ps) => (ps ?? []).filter((x) => x.id !== p.id));
      if (editing?.id === p.id) setEditing(null);
      setStatus(fill(T.productRemoved, { title: p.title }));
    } catch (e) {
      setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
    }
    req.close();
    // The product's buttons are gone: keep focus in the screen.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) heading.current?.focus();
    });
  };

  useEffect(() => {
    get<{ products: ListedProduct[]; languages?: StoreLanguage[]; defaultLanguage?: StoreLanguage; unlockable?: UnlockablePage[] }>(`/api/editor/stores/${encodeURIComponent(store.id)}/products`).then(
      (r) => {
        setProducts(r.products);
        setLanguages(r.languages ?? []);
        setDefaultName(r.defaultLanguage?.displayName ?? '');
        setUnlockable(r.unlockable ?? []);
        // Opened from the Products list: straight into that product's form, keyboard focus on its first field.
        const wanted = openProductId ? r.products.find((p) => p.id === openProductId) : undefined;
        if (wanted && editableInForm(wanted)) {
          // Focused by the effect above, after React has put the form on the page (a frame may come first on a busy machine).
          focusOpened.current = true;
          setEditing(wanted);
        }
      },
      () => setError(T.loadFailed),
    );
  }, [store.id]);
  return (
    <section aria-labelledby="products-heading">
      <h3 id="products-heading" ref={heading} tabIndex={-1}>
        {T.products}: {store.title}
      </h3>
      {error ? <p role="alert">{error}</p> : null}
      <p role="status" id="products-status">{status}</p>
      {products === null ? null : products.length === 0 ? (
        <p>{T.noProducts}</p>
      ) : (
        <ul className="vitrine-editor-products">
          {products.map((p) => (
            <li key={p.id}>
              <a href={p.url}>{p.title}</a>{' '}
              {p.variants.map((v) => (
                <span key={v.sku} className="vitrine-editor-variant-summary">
                  {[v.sku, ...Object.values(v.attributes), priceText(v.priceCents), v.stock.unlimited ? T.unlimited : T.inStock.replace('{count}', String(v.stock.quantity))].join(' · ')}{' '}
                </span>
              ))}
              {editableInForm(p) ? (
                <button type="button" onClick={() => setEditing(p)} aria-label={`${T.editPage} ${p.title}`}>
                  {T.editPage}
                </button>
              ) : (
                <em>{T.editInApi}</em>
              )}
              {p.removable ? (
                <>
                  {' '}
                  <button type="button" onClick={() => void remove(p)} aria-label={`${T.removeProduct} ${p.title}`}>
                    {T.removeProduct}
                  </button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <ProductForm
          key={editing.id}
          storeId={store.id}
          languages={languages}
          defaultName={defaultName}
          unlockable={unlockable}
          product={editing}
          onSaved={(p) => {
            setProducts((ps) => (ps ?? []).map((x) => (x.id === p.id ? p : x)));
            setEditing(p);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <ProductForm storeId={store.id} languages={languages} defaultName={defaultName} unlockable={unlockable} onSaved={(p) => setProducts((ps) => [...(ps ?? []), p])} />
      )}
      {dialog}
    </section>
  );
}

/** `openStoreId` / `openProductId`: open that store, and that product's form (the Products list's links). */
export function StorePanel({ openStoreId, openProductId }: { openStoreId?: string; openProductId?: string } = {}) {
  const [stores, setStores] = useState<StoreSummary[] | null>(null);
  // The site id the store-setup API names in its path.
  const [websiteId, setWebsiteId] = useState('');
  const [open, setOpen] = useState<StoreSummary | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      get<{ websiteId: string; stores: StoreSummary[] }>('/api/editor/stores').then(
        (r) => (setWebsiteId(r.websiteId), setStores(r.stores), r.stores),
        () => (setError(T.loadFailed), [] as StoreSummary[]),
      ),
    [],
  );
  useEffect(() => {
    void load().then((all) => {
      const wanted = openStoreId ? all.find((s) => s.id === openStoreId) : undefined;
      if (wanted) setOpen(wanted);
    });
  }, [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const base = `/api/content-service/product/1.1/websites/${encodeURIComponent(websiteId)}/products`;
      const made = await send<{ id: string }>('POST', base, { navigationTitle: title, title, urlId: '', description: '', enabled: true });
      const root = { displayName: title.trim().slice(0, CATEGORY_MAX_LENGTH), parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 };
      await send('POST', `${base}/${encodeURIComponent(made.id)}/categories`, root);
      setTitle('');
      const all = await load();
      setOpen(all.find((s) => s.id === made.id) ?? null);
    } catch (e) {
      setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="store-heading">
      <h2 id="store-heading">{T.storePanel}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {may('storeSetup') ? (
        <form onSubmit={create} className="vitrine-editor-new-store">
          <label>
            {T.storeTitle} <input value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={STORE_TITLE_MAX_LENGTH} />
          </label>
          <button type="submit" className="adm-button--primary" disabled={busy}>
            {T.setUpStore}
          </button>
        </form>
      ) : null}
      {stores === null ? null : stores.length === 0 ? (
        <p>{T.noStores}</p>
      ) : (
        <ul className="vitrine-editor-stores" aria-label={T.stores}>
          {stores.map((s) => (
            <li key={s.id}>
              <span>{s.title}</span> <a href={`/${s.urlId}`}>{T.viewPage}</a>{' '}
              <button type="button" aria-pressed={open?.id === s.id} aria-label={`${T.openStore}: ${s.title}`} onClick={() => setOpen(s)}>
                {T.openStore}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? <Products key={open.id} store={open} openProductId={open.id === openStoreId ? openProductId : undefined} /> : null}
    </section>
  );
}
