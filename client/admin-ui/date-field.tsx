/**
 * A date field in the admin's language, whatever the browser's: a text
 * input that shows and reads the date in the order the admin's language
 * writes it (22/11/2026 in French, 11/22/2026 in English), with the format
 * named in a visible hint (JJ/MM/AAAA, MM/DD/YYYY). <input type=date>
 * formats by the browser's locale instead, so a French admin in an
 * English browser saw 11/22/2026 with no way to tell. The value in and out
 * is the ISO day (2026-11-22): '' when empty, null while what is typed is
 * not a real date (the field then says so when left).
 */
import { useEffect, useId, useState } from 'react';
import { ADMIN_TEXTS as A } from '../../editor/admin-texts.js';
import { adminLocale } from './format.js';

type Part = 'day' | 'month' | 'year';

/** The order of day, month and year in `locale`, and the separator between them. */
export function dateOrder(locale: string): { parts: Part[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2001, 10, 22));
  const order = parts.filter((p): p is Intl.DateTimeFormatPart & { type: Part } => p.type === 'day' || p.type === 'month' || p.type === 'year').map((p) => p.type);
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return { parts: order.length === 3 ? order : ['year', 'month', 'day'], separator };
}

/** The format as the admin reads it: JJ/MM/AAAA in French. */
export function dateFormatOf(locale: string): string {
  const { parts, separator } = dateOrder(locale);
  return parts.map((p) => A.dates[p]).join(separator);
}

/** ISO day → the text in `locale`'s order; '' for anything else. */
export function showDate(iso: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return '';
  const values: Record<Part, string> = { year: m[1]!, month: m[2]!, day: m[3]! };
  const { parts, separator } = dateOrder(locale);
  return parts.map((p) => values[p]).join(separator);
}

/** Text in `locale`'s order → the ISO day; '' when empty; null when it is not a real date. */
export function readDate(text: string, locale: string): string | null {
  const t = text.trim();
  if (t === '') return '';
  const numbers = t.split(/[^0-9]+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const { parts } = dateOrder(locale);
  const v = Object.fromEntries(parts.map((p, i) => [p, Number(numbers[i])])) as Record<Part, number>;
  if (String(numbers[parts.indexOf('year')]).length !== 4) return null;
  const d = new Date(Date.UTC(v.year, v.month - 1, v.day));
  if (d.getUTCFullYear() !== v.year || d.getUTCMonth() !== v.month - 1 || d.getUTCDate() !== v.day) return null;
  return d.toISOString().slice(0, 10);
}

export interface DateFieldProps {
  label: string;
  /** The ISO day, or ''. */
  value: string;
  /** The ISO day, '' when emptied, null while the text is not a date. */
  onChange(value: string | null): void;
  required?: boolean;
  name?: string;
}

export function DateField({ label, value, onChange, required, name }: DateFieldProps) {
  const id = useId();
  const locale = adminLocale();
  const format = dateFormatOf(locale);
  const [text, setText] = useState(() => showDate(value, locale));
  const [left, setLeft] = useState(false);
  // A new value from outside (the filters cleared, another range) shows; what the admin is typing is kept.
  useEffect(() => {
    if (readDate(text, locale) !== value) setText(showDate(value, locale));
  }, [value]);
  const parsed = readDate(text, locale);
  const invalid = left && (parsed === null || (required === true && parsed === ''));
  return (
    <div className="adm-field adm-date-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={format}
        value={text}
        required={required}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          setText(e.target.value);
          onChange(readDate(e.target.value, locale));
        }}
        onBlur={() => setLeft(true)}
      />
      <span id={`${id}-hint`} className="adm-field__hint">{A.dates.hint(format)}</span>
      {invalid ? <p id={`${id}-error`} className="adm-field__error">{A.dates.invalid(format)}</p> : null}
    </div>
  );
}
