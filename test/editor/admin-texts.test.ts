// The admin's text catalogue (editor/admin-texts.ts): every English text
// has a French one with the same placeholders, and the French app gets it
// (applyEditorLanguage swaps the catalogue in).
import t from 'tap';
import { ADMIN_TEXTS } from '../../editor/admin-texts.js';
import { FR_ADMIN_TEXTS } from '../../editor/admin-texts-fr.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function leaves(en: unknown, fr: unknown, path = ''): [string, unknown, unknown][] {
  if (en !== null && typeof en === 'object') {
    const keys = new Set([...Object.keys(en), ...Object.keys((fr ?? {}) as object)]);
    return [...keys].flatMap((k) => leaves((en as Record<string, unknown>)[k], (fr as Record<string, unknown> | undefined)?.[k], `${path}.${k}`));
  }
  return [[path, en, fr]];
}

t.test('every admin text has its French text with the same placeholders', async (t) => {
  const all = leaves(ADMIN_TEXTS, FR_ADMIN_TEXTS, 'ADMIN_TEXTS');
  t.ok(all.length > 150, `${all.length} texts`);
  t.same(all.filter(([, en, fr]) => typeof en !== typeof fr || fr === '').map(([p]) => p), [], 'none missing, none extra');
  for (const [p, en, fr] of all) if (typeof en === 'string') t.same(placeholders(fr as string), placeholders(en), `${p}: placeholders`);
});
