/** The code block's HTML (a Puck custom field); on Android the SPEC's 'Code editing is not available on Android.' and the text is read only. */
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';
import { MAX_CODE_CHARS } from '../../../editor/blocks/limits.js';

const onAndroid = (): boolean => typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);

export function CodeField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const android = onAndroid();
  return (
    <div className="vitrine-editor-code">
      <label>
        {BLOCK_TEXTS.fields.html}{' '}
        <textarea id={id} value={value} rows={10} spellCheck={false} maxLength={MAX_CODE_CHARS} readOnly={android} onChange={(e) => onChange(e.target.value)} style={{ fontFamily: 'monospace', width: '100%' }} />
      </label>
      {android ? <p role="note">{BLOCK_TEXTS.androidCode}</p> : null}
    </div>
  );
}
