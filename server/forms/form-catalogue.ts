/**
 * The forms and restockable variants a site has configured, read once from
 * its content: every form block (a block of type `form` with a formId, in
 * any block field or page), every product's additional-fields form, each
 * product's variants (id -> sku, for the stock records) and the captcha
 * site key. A form id that is not here answers 404 'This form has not been
 * configured yet.' With the editor, the catalogue follows the newest
 * content revision (`useContent`), so a form built in the editor is known.
 */
import { variants as variantsOf } from '../../engine/commerce/model.js';
import { formHandlerOn, withFormHandler, type FormDefinition, type FormField } from '../../engine/forms/fields.js';
import { asString, getPath, isObject } from '../../engine/runtime/values.js';
import type { SiteContent } from '../../site/content/types.js';
import { isLive } from '../../editor/page-status.js';
import { newsletterListsOf } from './newsletter-lists.js';

export interface RestockProduct {
  id: string;
  title: string;
  /** The item whose stock records it shares (a translation's original). */
  stockItemId: string;
  url: string;
  /** variant id -> sku, in content order (a variant without sku gets the cart's index-based one). */
  variants: Map<string, string>;
  /** variant id -> its option values as shoppers read them ('Rust', 'Charcoal / Small'; '' for a product without options). */
  variantNames: Map<string, string>;
  /** The merchant's restock success text (productMerchandisingContext), when set. */
  successText?: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function readField(raw: unknown): FormField | null {
  if (!isObject(raw)) return null;
  const id = str(raw.id);
  const type = str(raw.type);
  if (!id || !type) return null;
  const f: FormField = { id, type };
  for (const k of ['title', 'description', 'placeholder', 'currencySymbol', 'key', 'value'] as const) {
    const v = raw[k];
    if (typeof v === 'string') f[k] = v;
  }
  for (const k of ['required', 'showCountryCode', 'underline'] as const) if (raw[k] === true) f[k] = true;
  if (Array.isArray(raw.options)) f.options = raw.options.filter((o): o is string => typeof o === 'string');
  if (typeof raw.maxLength === 'number') f.maxLength = raw.maxLength;
  return f;
}

/** A form definition from a form block or an additionalFieldsForm object. */
export function readForm(raw: Record<string, unknown>, id: string, formHandler = true): FormDefinition {
  const fields = withFormHandler(Array.isArray(raw.fields) ? raw.fields.map(readField).filter((f): f is FormField => f !== null) : [], formHandler);
  const form: FormDefinition = { id, fields };
  const name = str(raw.formName) ?? str(raw.name);
  if (name) form.name = name;
  for (const k of ['submitButtonText', 'successUrl', 'postSubmitHtml', 'submissionText', 'captchaAction', 'disclaimer', 'notifyEmail'] as const) {
    const v = str(raw[k]);
    if (v) form[k] = v;
  }
  if (raw.newsletter === true) form.newsletter = true;
  if (raw.captcha === false) form.captcha = false;
  return form;
}

export class FormCatalogue {
  private forms = new Map<string, FormDefinition>();
  /** Product item id -> its additional-fields form id. */
  private productForms = new Map<string, string>();
  private products = new Map<string, RestockProduct>();
  private siteKey: string | undefined;
  /** The form-handler feature (textarea maxLength) of the content read last. */
  private formHandler = true;
  /** Form id -> the editor page whose block field holds it. */
  private pageOfForm = new Map<string, object>();
  /** Newsletter form id -> the mailing list its sign-ups join, from the owner's layout and sections (never from the form the page shows). */
  private listOfForm = new Map<string, string>();

  constructor(content: SiteContent) {
    this.useContent(content);
  }

  get captchaSiteKey(): string | undefined {
    return this.siteKey;
  }

  /** Reads the forms and products of this content in place of the ones before (the editor's newest revision). */
  useContent(content: SiteContent): void {
    // Synchronous, so no request sees half of one revision.
    this.forms = new Map();
    this.productForms = new Map();
    this.products = new Map();
    this.pageOfForm = new Map();
    this.listOfForm = new Map();
    this.formHandler = formHandlerOn(content.featureFlags);
    // A page laid out in the editor keeps its blocks in a block field; its forms take submissions only while it is live.
    const pageOfField = new Map(content.collections.filter((c) => typeof c.editorBlockField === 'string').map((c) => [c.editorBlockField as string, c]));
    for (const [fieldId, field] of Object.entries(content.blockFields)) {
      const page = pageOfField.get(fieldId);
      const before = new Set(this.forms.keys());
      this.walk(field);
      if (page) for (const id of this.forms.keys()) if (!before.has(id)) this.pageOfForm.set(id, page);
    }
    for (const c of content.collections) {
      this.walk(c);
      for (const item of c.items ?? []) this.readProduct(item, c.urlId, content);
    }
    this.siteKey = str(getPath(content.website, ['captchaSettings', 'siteKey']));
    this.listOfForm = newsletterListsOf(content);
  }

  /** The mailing list a newsletter form's sign-ups join, or undefined (not a newsletter form of the site, or one saved before lists existed). */
  mailingListOf(form: FormDefinition): string | undefined {
    return form.newsletter ? this.listOfForm.get(form.id) : undefined;
  }

  /** A form by id; for visitors none while the editor page holding it is not live (a draft's form is not configured); the owner's reads pass `evenHidden`. */
  form(id: string, evenHidden = false): FormDefinition | undefined {
    const page = this.pageOfForm.get(id);
    return page && !evenHidden && !isLive(page, Date.now()) ? undefined : this.forms.get(id);
  }

  /** The additional-fields form of a product, when it has one. */
  productForm(itemId: string): FormDefinition | undefined {
    const id = this.productForms.get(itemId);
    return id === undefined ? undefined : this.forms.get(id);
  }

  product(id: string): RestockProduct | undefined {
    return this.products.get(id);
  }

  formIds(): string[] {
    return [...this.forms.keys()];
  }

  private walk(node: unknown, depth = 0): void {
    if (depth > 64) return;
    if (Array.isArray(node)) {
      for (const v of node) this.walk(v, depth + 1);
      return;
    }
    if (!isObject(node)) return;
    if (node.type === 'form' && str(node.formId) && Array.isArray(node.fields) && !this.forms.has(node.formId as string)) {
      this.forms.set(node.formId as string, readForm(node, node.formId as string, this.formHandler));
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'items' && typeof v === 'object') this.walk(v, depth + 1);
  }

  private readProduct(item: Record<string, unknown>, collectionUrl: string, content: SiteContent): void {
    const sc = item.structuredContent;
    if (!isObject(sc) || sc.productType === undefined) return;
    const id = asString(item.id);
    const formId = str(sc.additionalFieldsFormId);
    if (formId && isObject(sc.additionalFieldsForm)) {
      if (!this.forms.has(formId)) this.forms.set(formId, readForm(sc.additionalFieldsForm, formId, this.formHandler));
      this.productForms.set(id, formId);
    }
    const original = typeof item.translationOf === 'string' && content.collections.some((c) => (c.items ?? []).some((i) => i.id === item.translationOf)) ? item.translationOf : id;
    const variants = new Map<string, string>();
    const variantNames = new Map<string, string>();
    const ordering = Array.isArray(sc.variantOptionOrdering) ? sc.variantOptionOrdering.map(String) : [];
    variantsOf(item).forEach((v, i) => {
      const vid = str(v.id) ?? str(v.sku);
      if (!vid) return;
      // The cart names a variant without sku `${itemId}-${index}`  (server/commerce/catalogue.ts).
      variants.set(vid, str(v.sku) ?? `${id}-${i + 1}`);
      const attrs = isObject(v.attributes) ? v.attributes : {};
      const names = [...ordering.filter((n) => n in attrs), ...Object.keys(attrs).filter((n) => !ordering.includes(n))];
      variantNames.set(vid, names.map((n) => asString(attrs[n])).join(' / '));
    });
    const successText = str(getPath(item, ['productMerchandisingContext', id, 'restockNotificationMessages', 'successText']));
    this.products.set(id, { id, title: asString(item.title), stockItemId: original, url: `/${collectionUrl}/${asString(item.urlId)}`, variants, variantNames, ...(successText ? { successText } : {}) });
  }
}
