/** The form texts of an island: the host's data-texts (the theme's formTexts, translated) over the English. */
import { formTexts, type FormTexts } from '../../engine/forms/texts.js';

export function textsOf(host: Element | null | undefined): FormTexts {
  const raw = host?.closest('[data-texts]')?.getAttribute('data-texts');
  if (!raw) return formTexts();
  try {
    return formTexts(JSON.parse(raw));
  } catch {
    return formTexts();
  }
}
