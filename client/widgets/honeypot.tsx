/**
 * The honeypot input of the form and restock islands, the same markup as
 * the theme's templates/blocks/honeypot.block (engine/forms/honeypot.ts):
 * off screen, hidden from assistive technology, out of the tab order. The
 * island reads it at submit and sends what a bot typed, so the server can
 * drop the post while it looks accepted.
 */
import { useRef } from 'react';
import { HONEYPOT_FIELD } from '../../engine/forms/honeypot.js';

export function useHoneypot(label: string): { field: React.ReactNode; filled: () => Record<string, string> } {
  const ref = useRef<HTMLInputElement | null>(null);
  const field = (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {label} <input ref={ref} type="text" name={HONEYPOT_FIELD} defaultValue="" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
  return {
    field,
    filled: () => {
      const value = ref.current?.value ?? '';
      const sent: Record<string, string> = {};
      if (value.trim()) sent[HONEYPOT_FIELD] = value;
      return sent;
    },
  };
}
