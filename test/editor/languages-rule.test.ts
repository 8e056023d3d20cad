// The site languages' rule (editor/languages.ts), which the languages
// panel checks before saving and the server after.
import t from 'tap';
import { languagesValid, type SiteLanguage } from '../../editor/languages.js';

const en: SiteLanguage = { languageTag: 'en-US', displayName: 'English', pathPrefix: '', default: true };
const fr: SiteLanguage = { languageTag: 'fr-FR', displayName: 'Français', pathPrefix: '/fr' };

t.test('one default without a prefix, the others with their own', async (t) => {
  t.ok(languagesValid([en]));
  t.ok(languagesValid([en, fr]));
  t.ok(languagesValid([en, fr, { languageTag: 'zh-Hant-TW', displayName: '中文', pathPrefix: '/zh-tw' }]));
});

t.test('refused', async (t) => {
  t.notOk(languagesValid([]), 'no language');
  t.notOk(languagesValid([{ ...en, default: false }, fr]), 'no default');
  t.notOk(languagesValid([en, { ...fr, default: true, pathPrefix: '' }]), 'two defaults');
  t.notOk(languagesValid([{ ...en, pathPrefix: '/en' }, fr]), 'a default with a prefix');
  t.notOk(languagesValid([en, { ...fr, pathPrefix: '' }]), 'another language without a prefix');
  t.notOk(languagesValid([en, fr, { languageTag: 'fr-CA', displayName: 'Québec', pathPrefix: '/fr' }]), 'a prefix used twice');
  t.notOk(languagesValid([en, { ...fr, languageTag: 'EN-us' }]), 'a tag used twice, whatever its case');
  t.notOk(languagesValid([en, { ...fr, displayName: '  ' }]), 'a blank display name');
  t.notOk(languagesValid([en, { ...fr, languageTag: 'french' }]), 'not a language tag');
  t.notOk(languagesValid([en, { ...fr, pathPrefix: '/FR' }]), 'a prefix in capitals');
  t.notOk(languagesValid([en, { ...fr, pathPrefix: 'fr' }]), 'a prefix without its slash');
});
