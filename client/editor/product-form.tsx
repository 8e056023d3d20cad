/**
 * The product form, to add a product or edit one: title, description, an
 * optional image, an optional option name and one row per variant (SKU,
 * option value, price, stock or unlimited). Prices are checked as typed
 * (editor/price-input.ts); the image is uploaded when chosen and taken once
 * its processing job is done (image-source-field.tsx's UploadButton, which
 * follows the job: a failed or cancelled one's upload is gone, so it is
 * never taken), or picked from the uploads (image-picker.tsx); the product
 * is sent with its id. What the form does not show (tags, categories, a
 * variant's sale price) is sent back as it was.
 */
import { useState, type FormEvent } from 'react';
import { DELIVERY_NOTE_MAX_LENGTH, MAX_VARIANTS_PER_PRODUCT, OPTION_MAX_LENGTH, PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCT_TITLE_MAX_LENGTH, SKU_MAX_LENGTH } from '../../editor/limits.js';
import { priceCents, priceText } from '../../editor/price-input.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, send, sendFile } from './api.js';
import { ImagePicker, type UploadedImage } from './image-picker.js';
import { UploadButton } from './image-source-field.js';
import { PREVIEW_TEXTS as P } from '../../editor/preview-texts.js';
import { composerPath } from '../../editor/digital-composer.js';

export interface ProductView {
  id: string;
  url: string;
  title: string;
  description: string;
  tags: string[];
  categories: string[];
  options: string[];
  variants: { sku: string; priceCents: number; salePriceCents: number; onSale: boolean; stock: { unlimited: boolean; quantity: number }; attributes: Record<string, string> }[];
  image: { assetUrl: string } | null;
  productType?: number;
  subscription?: { unit: string; value: number; cycles: number } | null;
  /** The pages a paywall product unlocks (collection ids). */
  unlocks?: string[];
  /** Its texts in the store's other languages. */
  translations?: Record<string, ProductTranslation>;
  /** A digital product's note to its buyers. */
  deliveryNote?: string;
}

export interface ProductTranslation {
  title?: string;
  description?: string;
  options?: Record<string, string>;
  values?: Record<string, string>;
}

/** A page a paywall product can unlock (the products list's `unlockable`). */
export interface UnlockablePage {
  id: string;
  urlId: string;
  title: string;
}

export interface StoreLanguage {
  tag: string;
  displayName: string;
}

/** A translation without its empty texts (an empty field means: show the default language's). */
function tidy(t: ProductTranslation): ProductTranslation {
  const map = (m?: Record<string, string>) => {
    const kept = Object.fromEntries(Object.entries(m ?? {}).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
    return Object.keys(kept).length ? kept : undefined;
  };
  const out: ProductTranslation = {};
  if (t.title?.trim()) out.title = t.title.trim();
  if (t.description?.trim()) out.description = t.description;
  const options = map(t.options);
  const values = map(t.values);
  if (options) out.options = options;
  if (values) out.values = values;
  return out;
}

/**
 * The product's texts in one other language: title, description, the
 * option's name and each option value, each showing the default text as
 * its placeholder and saying when it is not translated (the product page
 * in that language then shows the default text).
 */
function TranslationFields({ defaultName, language, t, title, description, option, values, onChange }: { defaultName: string; language: StoreLanguage; t: ProductTranslation; title: string; description: string; option: string; values: string[]; onChange: (t: ProductTranslation) => void }) {
  const note = (v: string | undefined, own: string) => (own.trim() !== '' && !(v ?? '').trim() ? <small className="vitrine-editor-untranslated">{T.pageLanguage.notTranslated.replace('{language}', defaultName)}</small> : null);
  const label = (what: string) => `${what} (${language.displayName})`;
  return (
    <fieldset className="vitrine-editor-product-translation">
      <legend>{language.displayName}</legend>
      <p>
        <label>
          {label(T.productTitle)} <input value={t.title ?? ''} placeholder={title} onChange={(e) => onChange({ ...t, title: e.target.value })} maxLength={PRODUCT_TITLE_MAX_LENGTH} />
        </label>{' '}
        {note(t.title, title)}
      </p>
      <p>
        <label>
          {label(T.productDescription)} <textarea value={t.description ?? ''} placeholder={description} rows={3} onChange={(e) => onChange({ ...t, description: e.target.value })} maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH} />
        </label>{' '}
        {note(t.description, description)}
      </p>
      {option ? (
        <p>
          <label>
            {label(T.optionName)} <input value={t.options?.[option] ?? ''} placeholder={option} onChange={(e) => onChange({ ...t, options: { ...t.options, [option]: e.target.value } })} maxLength={OPTION_MAX_LENGTH} />
          </label>{' '}
          {note(t.options?.[option], option)}
        </p>
      ) : null}
      {values.map((v) => (
        <p key={v}>
          <label>
            {label(`${option}: ${v}`)} <input value={t.values?.[v] ?? ''} placeholder={v} onChange={(e) => onChange({ ...t, values: { ...t.values, [v]: e.target.value } })} maxLength={OPTION_MAX_LENGTH} />
          </label>{' '}
          {note(t.values?.[v], v)}
        </p>
      ))}
    </fieldset>
  );
}



/** The product types the form offers (SPEC section 3), the ones sold as subscriptions, and those whose stock is never counted. */
const PRODUCT_TYPES = [1, 2, 3, 4, 5] as const;
const SUBSCRIBABLE = [1, 3];
const UNLIMITED = [2, 4, 5];
/** A paywall product: what it unlocks is a list of pages. */
const PAYWALL = 5;
/** A digital product: a file to download, with a note to its buyers. */
const DIGITAL = 2;
const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;
const PT = T.productTypes;
/** The option a gift card's amounts are the values of (the demo's gift card names it so). */
const GIFT_CARD_OPTION = 'Value';

/** The form edits products with at most one option. */
export const editableInForm = (p: ProductView): boolean => p.options.length <= 1;

interface VariantRow {
  key: number;
  sku: string;
  value: string;
  price: string;
  quantity: string;
  unlimited: boolean;
}

let nextKey = 1;
const emptyRow = (): VariantRow => ({ key: nextKey++, sku: '', value: '', price: '', quantity: '0', unlimited: false });
const rowsOf = (p: ProductView): VariantRow[] =>
  p.variants.map((v) => ({ key: nextKey++, sku: v.sku, value: p.options[0] ? (v.attributes[p.options[0]] ?? '') : '', price: priceText(v.priceCents), quantity: String(v.stock.quantity), unlimited: v.stock.unlimited }));

export interface ProductFormProps {
  storeId: string;
  /** The store's other languages: the form offers the product's texts in each. */
  languages?: StoreLanguage[];
  /** The default language's name, for the notes ("shows the English text"). */
  defaultName?: string;
  /** The product to edit; none to add one. */
  product?: ProductView;
  /** The pages a paywall product can unlock. */
  unlockable?: UnlockablePage[];
  onSaved: (p: ProductView) => void;
  onCancel?: () => void;
}

export function ProductForm({ storeId, product, onSaved, onCancel, languages = [], defaultName = '', unlockable = [] }: ProductFormProps) {
  const [unlocks, setUnlocks] = useState<string[]>(product?.unlocks ?? []);
  const [translations, setTranslations] = useState<Record<string, ProductTranslation>>(product?.translations ?? {});
  const [title, setTitle] = useState(product?.title ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [option, setOption] = useState(product?.options[0] ?? '');
  const [type, setType] = useState<number>(product?.productType || 1);
  const [subscribe, setSubscribe] = useState(product?.subscription != null);
  const [unit, setUnit] = useState<string>(product?.subscription?.unit ?? 'MONTH');
  const [every, setEvery] = useState(String(product?.subscription?.value ?? 1));
  const [cycles, setCycles] = useState(String(product?.subscription?.cycles ?? 0));
  /** A digital product's file, sent after the product is saved (PUT /api/editor/products/:itemId/digital-file). */
  const [download, setDownload] = useState<File | null>(null);
  const [deliveryNote, setDeliveryNote] = useState(product?.deliveryNote ?? '');
  const giftCard = type === 4;
  const canSubscribe = SUBSCRIBABLE.includes(type);
  const [rows, setRows] = useState<VariantRow[]>(() => (product ? rowsOf(product) : [emptyRow()]));
  // A file input cannot be cleared by state: a new key gives a fresh upload field (and drops an upload under way) after a save or a pick.
  const [fileKey, setFileKey] = useState(0);
  /** The image the product is saved with: picked from the uploads, or uploaded and processed (the later one wins). */
  const [picked, setPicked] = useState<UploadedImage | null>(null);
  /** An image is being uploaded or processed: not there yet, so the form will not save (it says why). */
  const [imagePending, setImagePending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The refusal to save while the image was not there goes once it is (done, failed or cancelled). */
  const pendingChanged = (pending: boolean) => {
    setImagePending(pending);
    if (!pending) setError((e) => (e === T.imageField.waitForProcessing ? null : e));
  };
  const edit = (key: number, change: Partial<VariantRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const badPrice = rows.some((r) => r.price !== '' && priceCents(r.price) === null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = rows.map((r) => priceCents(r.price));
    if (cents.some((c) => c === null)) return setError(T.priceInvalid);
    // Refused rather than waited for, as a bad price is: the owner sees the processing, can cancel it, and saves when it is done.
    if (imagePending) return setError(T.imageField.waitForProcessing);
    setBusy(true);
    setError(null);
    try {
      const imageId: string | undefined = picked?.id;
      setStatus(T.saving);
      // A gift card's variants are its amounts: one option, its value the amount.
      const name = giftCard ? (option.trim() || GIFT_CARD_OPTION) : option.trim();
      const sale = new Map(product?.variants.map((v) => [v.sku, v]) ?? []);
      const body = {
        title,
        description,
        options: name ? [name] : [],
        ...(product ? { tags: product.tags, categories: product.categories } : {}),
        variants: rows.map((r, i) => {
          const was = sale.get(r.sku.trim());
          return {
            sku: r.sku.trim(),
            priceCents: cents[i]!,
            ...(was?.onSale ? { onSale: true, salePriceCents: was.salePriceCents } : {}),
            stock: r.unlimited || UNLIMITED.includes(type) ? { unlimited: true } : { unlimited: false, quantity: Math.max(0, Math.floor(Number(r.quantity) || 0)) },
            ...(name ? { attributes: { [name]: giftCard ? priceText(cents[i]!) : r.value } } : {}),
          };
        }),
        ...(imageId ? { imageId } : {}),
        productType: type,
        ...(languages.length ? { translations: Object.fromEntries(languages.map((l) => [l.tag, tidy(translations[l.tag] ?? {})])) } : {}),
        ...(type === PAYWALL ? { unlocks } : {}),
        ...(type === DIGITAL ? { deliveryNote } : {}),
        subscription: canSubscribe && subscribe ? { unit, value: Math.max(1, Math.floor(Number(every) || 1)), cycles: Math.max(0, Math.floor(Number(cycles) || 0)) } : null,
      };
      const base = `/api/editor/stores/${encodeURIComponent(storeId)}/products`;
      const r = product
        ? await send<{ product: ProductView }>('PUT', `${base}/${encodeURIComponent(product.id)}`, body)
        : await send<{ product: ProductView }>('POST', base, body);
      if (type === DIGITAL && download) {
        setStatus(T.uploading);
        const saved = await sendFile<{ file: { fileName: string } }>(`/api/editor/products/${encodeURIComponent(r.product.id)}/digital-file`, download, 'PUT');
        setDownload(null);
        setStatus(PT.digitalFileSaved.replace('{name}', saved.file.fileName));
      }
      if (!product) {
        setTitle('');
        setDescription('');
        setOption('');
        setUnlocks([]);
        setDeliveryNote('');
        setRows([emptyRow()]);
      }
      setPicked(null);
      setFileKey((k) => k + 1);
      setStatus((s) => (s.startsWith(PT.digitalFileSaved.split('{name}')[0]!) ? `${product ? T.productSaved : T.productAdded}. ${s}` : product ? T.productSaved : T.productAdded));
      onSaved(r.product);
    } catch (e) {
      setStatus('');
      setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="vitrine-editor-product-form" aria-labelledby="product-form-heading">
      <h3 id="product-form-heading">{product ? `${T.editProduct}: ${product.title}` : T.newProduct}</h3>
      {error ? <p role="alert">{error}</p> : null}
      <p>
        <label>
          {T.productTitle} <input value={title} onChange={(e) => setTitle(e.target.value)} required maxLength={PRODUCT_TITLE_MAX_LENGTH} />
        </label>
      </p>
      <p>
        <label>
          {T.productDescription} <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={3} maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH} />
        </label>
      </p>
      <p>
        <UploadButton key={fileKey} id={`product-image-${product?.id ?? 'new'}`} label={T.productImage} onUploaded={setPicked} onPending={pendingChanged} />{' '}
        <ImagePicker id={`product-image-${product?.id ?? 'new'}`} onPick={(image) => (setPicked(image), pendingChanged(false), setFileKey((k) => k + 1))} />{' '}
        {picked ? <span id="product-picked-image">{P.pickedImage(picked.filename)}</span> : null}
      </p>
      <p>
        <label>
          {PT.label}{' '}
          <select value={type} onChange={(e) => setType(Number(e.target.value))}>
            {PRODUCT_TYPES.map((t) => <option key={t} value={t}>{PT.names[t]}</option>)}
          </select>
        </label>
      </p>
      {canSubscribe ? (
        <fieldset className="vitrine-editor-subscription">
          <legend>
            <label>
              <input type="checkbox" checked={subscribe} onChange={(e) => setSubscribe(e.target.checked)} /> {PT.subscribe}
            </label>
          </legend>
          {subscribe ? (
            <>
              <label>
                {PT.every} <input type="number" min={1} max={52} step={1} value={every} onChange={(e) => setEvery(e.target.value)} />
              </label>{' '}
              <label>
                {PT.unit}{' '}
                <select value={unit} onChange={(e) => setUnit(e.target.value)}>
                  {BILLING_UNITS.map((u) => <option key={u} value={u}>{PT.units[u]}</option>)}
                </select>
              </label>{' '}
              <label>
                {PT.cycles} <input type="number" min={0} max={120} step={1} value={cycles} onChange={(e) => setCycles(e.target.value)} />
              </label>
            </>
          ) : null}
        </fieldset>
      ) : null}
      {type === PAYWALL ? (
        <fieldset className="vitrine-editor-unlocks" aria-describedby="product-unlocks-note">
          <legend>{PT.unlocks}</legend>
          <p id="product-unlocks-note">{PT.unlocksNote}</p>
          {unlockable.length === 0 ? <p>{PT.noPages}</p> : null}
          {unlockable.map((page) => (
            <label key={page.id} className="vitrine-editor-unlock">
              <input
                type="checkbox"
                value={page.id}
                checked={unlocks.includes(page.id)}
                onChange={(e) => setUnlocks((all) => (e.target.checked ? [...all, page.id] : all.filter((id) => id !== page.id)))}
              />{' '}
              {page.title} <small>/{page.urlId}</small>
            </label>
          ))}
        </fieldset>
      ) : null}
      {type === DIGITAL ? (
        <>
          <p>
            <label>
              {PT.digitalFile} <input type="file" onChange={(e) => setDownload(e.target.files?.[0] ?? null)} />
            </label>
          </p>
          <p>
            <label htmlFor={`product-note-${product?.id ?? 'new'}`}>{PT.deliveryNote}</label>{' '}
            <small id={`product-note-hint-${product?.id ?? 'new'}`}>{PT.deliveryNoteHint}</small>
            <textarea id={`product-note-${product?.id ?? 'new'}`} aria-describedby={`product-note-hint-${product?.id ?? 'new'}`} value={deliveryNote} onChange={(e) => setDeliveryNote(e.target.value)} rows={2} maxLength={DELIVERY_NOTE_MAX_LENGTH} />
          </p>
        </>
      ) : null}
      {type === DIGITAL || type === PAYWALL ? (
        <p>
          <a
            className="vitrine-editor-composer-link"
            href={composerPath('', {
              ...(product ? { item: product.id } : {}),
              name: title,
              description,
              price: rows[0]?.price ?? '',
              image: picked?.assetUrl ?? product?.image?.assetUrl ?? '',
              delivery: type === PAYWALL ? 'pages' : 'file',
              file: download?.name ?? '',
              unlocks: type === PAYWALL ? (unlocks[0] ?? '') : '',
              note: type === DIGITAL ? deliveryNote : '',
            })}
            target="_blank"
            rel="noopener"
            aria-describedby={`product-preview-hint-${product?.id ?? 'new'}`}
          >
            {PT.preview}
          </a>{' '}
          <small id={`product-preview-hint-${product?.id ?? 'new'}`}>{PT.previewHint}</small>
        </p>
      ) : null}
      {giftCard ? (
        <p>{PT.amounts}</p>
      ) : (
        <p>
          <label>
            {T.optionName} <input value={option} onChange={(e) => setOption(e.target.value)} maxLength={OPTION_MAX_LENGTH} />
          </label>
        </p>
      )}
      {languages.map((l) => (
        <TranslationFields
          key={l.tag}
          defaultName={defaultName}
          language={l}
          t={translations[l.tag] ?? {}}
          title={title}
          description={description}
          option={giftCard ? '' : option.trim()}
          values={giftCard || !option.trim() ? [] : [...new Set(rows.map((r) => r.value.trim()).filter((v) => v !== ''))]}
          onChange={(t) => setTranslations((all) => ({ ...all, [l.tag]: t }))}
        />
      ))}
      <fieldset>
        <legend>{T.variants}</legend>
        {rows.map((r, i) => {
          const n = `${T.variant} ${i + 1}`;
          return (
            <div key={r.key} role="group" aria-label={n} className="vitrine-editor-variant">
              <label>
                {T.sku} <input aria-label={`${n}: ${T.sku}`} value={r.sku} onChange={(e) => edit(r.key, { sku: e.target.value })} required maxLength={SKU_MAX_LENGTH} />
              </label>{' '}
              {option.trim() && !giftCard ? (
                <label>
                  {option.trim()} <input aria-label={`${n}: ${T.optionValue}`} value={r.value} onChange={(e) => edit(r.key, { value: e.target.value })} required maxLength={OPTION_MAX_LENGTH} />
                </label>
              ) : null}{' '}
              <label>
                {T.price}{' '}
                <input aria-label={`${n}: ${T.price}`} inputMode="decimal" value={r.price} onChange={(e) => edit(r.key, { price: e.target.value })} required aria-invalid={r.price !== '' && priceCents(r.price) === null} />
              </label>{' '}
              {UNLIMITED.includes(type) ? null : (<>
              <label>
                {T.stockQuantity}{' '}
                <input aria-label={`${n}: ${T.stockQuantity}`} type="number" min={0} step={1} value={r.quantity} disabled={r.unlimited} onChange={(e) => edit(r.key, { quantity: e.target.value })} />
              </label>{' '}
              <label>
                <input type="checkbox" aria-label={`${n}: ${T.unlimitedStock}`} checked={r.unlimited} onChange={(e) => edit(r.key, { unlimited: e.target.checked })} /> {T.unlimitedStock}
              </label>{' '}
              </>)}
              {rows.length > 1 ? (
                <button type="button" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} aria-label={`${T.removeVariant} ${i + 1}`}>
                  {T.removeVariant}
                </button>
              ) : null}
            </div>
          );
        })}
        {(option.trim() || giftCard) && rows.length < MAX_VARIANTS_PER_PRODUCT ? (
          <button type="button" onClick={() => setRows((rs) => [...rs, emptyRow()])}>
            {T.addVariant}
          </button>
        ) : null}
        {badPrice ? <p role="alert">{T.priceInvalid}</p> : null}
      </fieldset>
      <button type="submit" className="adm-button--primary" disabled={busy}>
        {product ? T.saveProduct : T.addProduct}
      </button>{' '}
      {onCancel ? (
        <button type="button" onClick={onCancel}>
          {T.cancel}
        </button>
      ) : null}{' '}
      <span role="status" id="product-status">{status}</span>
    </form>
  );
}
