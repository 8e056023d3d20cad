/**
 * The Tags and categories screen's texts (English; taxonomy-texts-fr.ts has
 * the French, same shape, which the editor's catalogue writes over these
 * for a French owner). The rules' messages are in taxonomy.ts.
 */
export const TAXONOMY_TEXTS = {
  nav: 'Tags and categories',
  description: 'The tags and categories of your blog posts, products and events. Rename one wherever it is used, or remove it from every item.',
  collection: 'Collection',
  types: { blog: 'Blog', products: 'Store', events: 'Events' } as Record<string, string>,
  collectionOption: '{title} ({type})',
  collectionOptionLanguage: '{title} ({type}, {language})',
  lists: { tag: 'Tags', category: 'Categories' },
  caption: { tag: 'Tags of {title}', category: 'Categories of {title}' },
  columns: { name: 'Name', count: 'Items', actions: 'Actions' },
  rename: 'Rename',
  renameNamed: 'Rename {name}',
  remove: 'Delete',
  removeNamed: 'Delete {name}',
  newName: 'New name for {name}',
  save: 'Save',
  cancel: 'Cancel',
  renamed: '“{old}” is now “{name}”.',
  removed: '“{name}” was removed.',
  removeTitle: { tag: 'Delete this tag?', category: 'Delete this category?' },
  removeConsequence: { tag: 'The tag “{name}” will be removed from {count} items and from the collection. This cannot be undone.', category: 'The category “{name}” will be removed from {count} items and from the collection. This cannot be undone.' },
  empty: { tag: 'No tags yet.', category: 'No categories yet.' },
  noCollections: 'No blog, store or events page yet',
  noCollectionsBody: 'Tags and categories belong to blog posts, products and events: add one of those pages first.',
};
