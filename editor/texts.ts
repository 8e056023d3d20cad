/**
 * The editor app's texts. Quoted from the SPEC where it has them (section 8
 * editor messages, section 2 panel names); the others are Vitrine's.
 */
export const EDITOR_TEXTS = {
  appTitle: 'Site editor',
  signInFirst: 'Please sign in to continue.',
  // SPEC section 2: editor panels.
  pagesPanel: 'Pages',
  coloursPanel: 'Colours',
  newPage: 'New page',
  pageTitle: 'Page title',
  createPage: 'Create page',
  editPage: 'Edit',
  viewPage: 'View on site',
  allPages: 'All pages',
  notEditable: 'Made outside the editor',
  publish: 'Publish',
  addBlock: 'Add block',
  moveUp: 'Move block up',
  moveDown: 'Move block down',
  blockKind: 'Block',
  noPages: 'No pages yet.',
  saving: 'Saving…',
  saved: 'Saved',
  saveColour: 'Save colour',
  colourSaved: 'Colour saved',
  // SPEC section 8, editor messages.
  loadFailed: 'Unable to load. Try again.',
  somethingWrong: 'Something went wrong',
  networkError: 'Network error',
  // Block kinds and their fields.
  blocks: { heading: 'Heading', text: 'Text', image: 'Image', button: 'Button', spacer: 'Spacer', divider: 'Line' },
  fields: { text: 'Text', level: 'Level', src: 'Image URL', alt: 'Alt text', label: 'Label', link: 'Link', span: 'Columns' },
} as const;
