/**
 * Settings → Commerce preferences: the store's settings (the `store`
 * namespace of SPEC section 7's commerce preferences,
 * editor/store-preferences.ts) as a form: the new-order mail (on or off,
 * and to whom), the per-cart cap and the store minimum (an amount in the
 * store's currency, saved in cents). Checked here with the server's own
 * rule, each problem under its field; saved whole with PUT, keeping any
 * other key of the namespace. preferences.ts drops the answer's websiteId,
 * skips a save that changes no value (no request) and reports a failed
 * fetch or save to the error reporter.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { checkStorePreferences, MAX_MAX_PER_VARIANT, MIN_MAX_PER_VARIANT, parseRecipients, storePreferenceMessage, STORE_PREFERENCES_NAMESPACE, type StorePreferenceField } from '../../editor/store-preferences.js';
import { Button, Switch, TextField, useToast } from '../admin-ui/index.js';
import { createErrorReporter, type ErrorReporter } from '../report/error-reporter.js';
import { EditorApiError, get, send } from './api.js';
import { Preferences, type Prefs } from './preferences.js';
import { priceCents, priceText } from '../../editor/price-input.js';

let reporter: ErrorReporter | null = null;
const preferences = new Preferences({ get: (url) => get<Prefs>(url), put: (url, body) => send<Prefs>('PUT', url, body) }, (e) => (reporter ??= createErrorReporter()).report(e));

interface Draft {
  newOrderMail: boolean;
  recipients: string;
  maxPerVariant: string;
  minimum: string;
}

const draftOf = (p: Prefs): Draft => ({
  newOrderMail: p.newOrderMail !== false,
  recipients: Array.isArray(p.orderMailTo) ? p.orderMailTo.join(', ') : '',
  maxPerVariant: typeof p.maxPerVariant === 'number' ? String(p.maxPerVariant) : '',
  minimum: typeof p.minimumSubtotalCents === 'number' && Number.isSafeInteger(p.minimumSubtotalCents) && p.minimumSubtotalCents >= 0 ? priceText(p.minimumSubtotalCents) : '',
});

/** The namespace's object after the form: the other keys kept, an empty field left out (the server's default). */
function valueOf(loaded: Prefs, d: Draft): Prefs {
  const { newOrderMail: _m, orderMailTo: _t, maxPerVariant: _c, minimumSubtotalCents: _s, ...others } = loaded;
  const out: Prefs = { ...others, newOrderMail: d.newOrderMail };
  const recipients = parseRecipients(d.recipients);
  if (recipients.length) out.orderMailTo = recipients;
  const cap = d.maxPerVariant.trim();
  // A typed text that is not a number stays text, so the rule reports it.
  if (cap !== '') out.maxPerVariant = /^-?\d+(\.\d+)?$/.test(cap) ? Number(cap) : cap;
  // An amount as typed ("25", "25.50"); one that is not stays text, so the rule reports it.
  const minimum = d.minimum.trim();
  if (minimum !== '') out.minimumSubtotalCents = priceCents(minimum) ?? minimum;
  return out;
}

export function PreferencesPanel() {
  const S = A.storePreferences;
  const toast = useToast();
  const hintId = useId();
  const [loaded, setLoaded] = useState<Prefs | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<StorePreferenceField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    preferences.load(STORE_PREFERENCES_NAMESPACE).then(
      (p) => (setLoaded(p), setDraft(draftOf(p))),
      () => setAlert(A.ui.loadFailed),
    );
  }, []);

  if (!draft || !loaded) return alert ? <p role="alert" className="adm-form-alert">{alert}</p> : <p aria-busy="true">{A.ui.loading}</p>;

  const change = (c: Partial<Draft>) => setDraft({ ...draft, ...c });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const next = valueOf(loaded, draft);
    const issues = checkStorePreferences(next);
    setErrors(Object.fromEntries(issues.map((i) => [i.field, storePreferenceMessage(i, S.errors)])));
    if (issues.length) {
      setAlert(S.fixErrors);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.adm-store-prefs [aria-invalid="true"]')?.focus());
      return;
    }
    setAlert(null);
    setBusy(true);
    try {
      const r = await preferences.save(STORE_PREFERENCES_NAMESPACE, next);
      setLoaded(r.prefs);
      setDraft(draftOf(r.prefs));
      toast(r.saved ? S.saved : S.nothingChanged);
    } catch (e) {
      const text = e instanceof EditorApiError ? (e.messages.length ? e.messages.join(' ') : e.message) : A.ui.loadFailed;
      setAlert(text);
      toast(text, 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="adm-store-prefs" onSubmit={(e) => void save(e)} noValidate>
      {alert ? <p role="alert" className="adm-form-alert">{alert}</p> : null}
      <fieldset className="adm-form-group">
        <legend>{S.mailHeading}</legend>
        <Switch label={S.newOrderMail} checked={draft.newOrderMail} onCheckedChange={(on) => change({ newOrderMail: on })} describedBy={hintId} />
        <span id={hintId} className="adm-field__hint">{S.newOrderMailHint}</span>
        <TextField
          label={S.recipients}
          hint={S.recipientsHint}
          error={errors.orderMailTo}
          inputMode="email"
          autoComplete="off"
          disabled={!draft.newOrderMail}
          value={draft.recipients}
          onChange={(e) => change({ recipients: e.target.value })}
        />
      </fieldset>
      <fieldset className="adm-form-group">
        <legend>{S.cartHeading}</legend>
        <TextField
          label={S.maxPerVariant}
          hint={S.maxPerVariantHint}
          error={errors.maxPerVariant}
          suffix={S.unitsSuffix}
          type="number"
          inputMode="numeric"
          min={MIN_MAX_PER_VARIANT}
          max={MAX_MAX_PER_VARIANT}
          step={1}
          value={draft.maxPerVariant}
          onChange={(e) => change({ maxPerVariant: e.target.value })}
        />
      </fieldset>
      <fieldset className="adm-form-group">
        <legend>{S.orderHeading}</legend>
        <TextField
          label={S.minimumSubtotal}
          hint={S.minimumSubtotalHint}
          error={errors.minimumSubtotalCents}
          inputMode="decimal"
          autoComplete="off"
          value={draft.minimum}
          onChange={(e) => change({ minimum: e.target.value })}
        />
      </fieldset>
      <Button type="submit" variant="primary" busy={busy}>{S.save}</Button>
    </form>
  );
}
