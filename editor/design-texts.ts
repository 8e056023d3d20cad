/**
 * The app's texts for the fonts, buttons and animations panels, the
 * confirm dialog and the data-fetch states (kept beside editor/texts.ts so
 * each screen's texts stay in one place). Quoted from the SPEC where it has
 * them (section 2 panel names, section 8 editor messages); the rest are
 * Vitrine's.
 */
export const DESIGN_TEXTS = {
  designTab: 'Design',
  // SPEC section 2: editor panels.
  fontsPanel: 'Fonts',
  buttonsPanel: 'Buttons',
  animationsPanel: 'Animations',
  // SPEC section 8, editor messages.
  fontsLoadFailed: 'Unable to load fonts',
  fontPreviewFailed: (fontName: string) => `Unable to load preview for ${fontName}`,
  loadFailed: 'Unable to load. Try again.',
  // Vitrine's.
  loading: 'Loading…',
  retry: 'Retry',
  noFonts: 'This theme has no font settings.',
  noSettings: 'This theme has no settings here.',
  noColours: 'This theme has no colour settings.',
  fontFields: { family: 'Family', size: 'Size (px)', weight: 'Weight', letterSpacing: 'Letter spacing (em)' },
  fontPreview: 'The quick brown fox jumps over the lazy dog.',
  saveFont: 'Save font',
  fontSaved: 'Font saved',
  saveSetting: 'Save',
  settingSaved: 'Saved',
  durationUnit: 'ms',
  // The confirm dialog before deleting a page or a block.
  deletePage: 'Delete',
  deletePageTitle: 'Delete this page?',
  deletePageMessage: (title: string) => `“${title}” and its links in the navigation will be removed. This cannot be undone.`,
  confirmDelete: 'Delete page',
  cancel: 'Cancel',
  deleting: 'Deleting…',
  deleteBlock: 'Delete block',
  deleteBlockTitle: 'Delete this block?',
  deleteBlockMessage: 'The block leaves the page when you publish it.',
  confirmDeleteBlock: 'Delete',
  pageDeleted: (title: string) => `Deleted “${title}”`,
} as const;

/** The image block's size and priority fields (SPEC section 5, Images: priority high, low or none). */
export const IMAGE_FIELDS = {
  width: 'Width (px)',
  height: 'Height (px)',
  priority: 'Loading priority',
  priorities: [
    ['', 'Normal'],
    ['high', 'High'],
    ['low', 'Low'],
  ],
} as const;
