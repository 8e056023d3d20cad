/**
 * A block's link field: the address as typed, and the link rule's message
 * (editor/link-rule.ts) as soon as it could run script, so the owner knows
 * before Publish refuses it.
 */
import { linkProblem } from '../../editor/link-rule.js';
import { inEditorLanguage } from './language.js';

export function LinkField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  const problem = linkProblem(value);
  return (
    <div className="vitrine-editor-link-field">
      {/* Puck draws a field twice (one hidden), so ids repeat: the label wraps its input, and the input carries its own name. */}
      <label>
        {label} <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} aria-label={label} aria-invalid={problem !== null} aria-describedby={`${id}-message`} />
      </label>
      <p id={`${id}-message`} role="alert" className="vitrine-editor-messages">{problem ? inEditorLanguage(problem) : ''}</p>
    </div>
  );
}
