/**
 * Settings → Time zone: the site's zone (website.timeZone, the zone its
 * dates are shown in), picked from the zones the server describes in the
 * SPEC's record shape (GET /api/editor/time-zones). Under the list, what
 * the chosen zone does: its standard offset and abbreviation, and its
 * daylight saving rule. A load that fails shows the time-zone load
 * failure text with a retry (FetchView; 'Unable to connect. Please try
 * again' when the request never reached the server).
 */
import { useId, useState, type FormEvent } from 'react';
import type { ZoneRecord } from '../../engine/i18n/zone-records.js';
import { TIME_ZONE_TEXTS as Z } from '../../editor/time-zone-texts.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';
import { EditorApiError, get, send } from './api.js';
import { FetchView } from './fetch-view.js';
import { useFetch } from './use-fetch.js';
import './time-zone-panel.css';

interface Loaded {
  zones: ZoneRecord[];
  timeZone: string;
}

const load = (): Promise<Loaded> =>
  Promise.all([get<{ zones: ZoneRecord[] }>('/api/editor/time-zones'), get<{ timeZone: string }>('/api/editor/site/time-zone')]).then(([z, s]) => ({ zones: z.zones, timeZone: s.timeZone }));

/** What a zone does, in words: its standard time, and its daylight saving time if it has one. */
export function describeZone(zone: ZoneRecord): string {
  const format = zone.format.replace('%s', zone.rules.find((r) => r.save === '0')?.letter.replace('-', '') ?? '');
  const standard = Z.standardTime(zone.off, format === '%z' ? `UTC${zone.off}` : format);
  const start = zone.rules.find((r) => r.save !== '0');
  const end = zone.rules.find((r) => r.save === '0');
  if (!start || !end) return `${standard} ${Z.noDaylightSaving}`;
  return `${standard} ${Z.daylightSaving(start.save, Z.ruleWhen(start.in, start.on, start.at), Z.ruleWhen(end.in, end.on, end.at))}`;
}

function TimeZoneForm({ zones, saved: initial }: { zones: ZoneRecord[]; saved: string }) {
  const id = useId();
  // A zone the list lacks (an old name in the content) stays chosen until another is picked.
  const [value, setValue] = useState(initial);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const chosen = zones.find((z) => z.name === value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(T.saving);
    setError('');
    send<{ timeZone: string }>('PUT', '/api/editor/site/time-zone', { timeZone: value }).then(
      (r) => setStatus(Z.saved(r.timeZone)),
      (e: unknown) => {
        setStatus('');
        setError(e instanceof EditorApiError ? e.message : T.somethingWrong);
      },
    );
  };
  return (
    <form onSubmit={submit} className="vitrine-editor-time-zone">
      <p>
        <label htmlFor={`${id}-zone`}>{Z.label}</label>{' '}
        <select id={`${id}-zone`} value={value} onChange={(e) => (setValue(e.target.value), setStatus(''), setError(''))} aria-describedby={`${id}-about`}>
          {chosen ? null : <option value={value}>{value}</option>}
          {zones.map((z) => (
            <option key={z.name} value={z.name}>{Z.option(z.name, z.off)}</option>
          ))}
        </select>
      </p>
      <p id={`${id}-about`}>{chosen ? describeZone(chosen) : ''}</p>
      <p>
        <button type="submit" className="adm-button--primary">{Z.save}</button>{' '}
        <span role="status">{status}</span>
      </p>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

export function TimeZonePanel() {
  const state = useFetch(load);
  // The screen's own heading (Time zone) names it: the field's label says the rest.
  return (
    <FetchView state={state} failed={Z.loadFailed}>
      {(data) => <TimeZoneForm zones={data.zones} saved={data.timeZone} />}
    </FetchView>
  );
}
