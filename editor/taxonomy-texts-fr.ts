/** The French texts of the Tags and categories screen (taxonomy-texts.ts) and of its rules' messages (taxonomy.ts). */
import type { Translation } from './catalogue.js';
import type { TAXONOMY_TEXTS } from './taxonomy-texts.js';
import { TAXONOMY_MESSAGES as M } from './taxonomy.js';

export const FR_TAXONOMY_TEXTS: Translation<typeof TAXONOMY_TEXTS> = {
  nav: 'Mots-clés et catégories',
  description: 'Les mots-clés et les catégories de vos articles, produits et événements. Renommez-en un partout où il sert, ou retirez-le de chaque élément.',
  collection: 'Collection',
  types: { blog: 'Blog', products: 'Boutique', events: 'Événements' },
  collectionOption: '{title} ({type})',
  collectionOptionLanguage: '{title} ({type}, {language})',
  lists: { tag: 'Mots-clés', category: 'Catégories' },
  caption: { tag: 'Mots-clés de {title}', category: 'Catégories de {title}' },
  columns: { name: 'Nom', count: 'Éléments', actions: 'Actions' },
  rename: 'Renommer',
  renameNamed: 'Renommer {name}',
  remove: 'Supprimer',
  removeNamed: 'Supprimer {name}',
  newName: 'Nouveau nom de {name}',
  save: 'Enregistrer',
  cancel: 'Annuler',
  renamed: '«\u00a0{old}\u00a0» s’appelle désormais «\u00a0{name}\u00a0».',
  removed: '«\u00a0{name}\u00a0» a été retiré.',
  removeTitle: { tag: 'Supprimer ce mot-clé\u00a0?', category: 'Supprimer cette catégorie\u00a0?' },
  removeConsequence: {
    tag: 'Le mot-clé «\u00a0{name}\u00a0» sera retiré de {count} éléments et de la collection. Cette action est irréversible.',
    category: 'La catégorie «\u00a0{name}\u00a0» sera retirée de {count} éléments et de la collection. Cette action est irréversible.',
  },
  empty: { tag: 'Aucun mot-clé pour l’instant.', category: 'Aucune catégorie pour l’instant.' },
  noCollections: 'Pas encore de blog, de boutique ni de page d’événements',
  noCollectionsBody: 'Les mots-clés et les catégories appartiennent aux articles, aux produits et aux événements\u00a0: ajoutez d’abord une de ces pages.',
};

/**
 * The rules' messages, filled: {tagType} is a word whose gender the French
 * sentence follows (un mot-clé, une catégorie), so each filled message is
 * here whole; the catalogue finds these before its templates.
 */
export const FR_TAXONOMY_MESSAGES: Readonly<Record<string, string>> = {
  [M.exists('tag')]: 'Ce mot-clé existe déjà',
  [M.exists('category')]: 'Cette catégorie existe déjà',
  [M.oneAtATime('tag')]: 'Vous ne pouvez modifier qu’un mot-clé à la fois',
  [M.oneAtATime('category')]: 'Vous ne pouvez modifier qu’une catégorie à la fois',
  [M.nameNeeded]: 'Saisissez un nom.',
  [M.notFound('tag')]: 'Ce mot-clé n’est pas utilisé dans cette collection.',
  [M.notFound('category')]: 'Cette catégorie n’est pas utilisée dans cette collection.',
  'This {tagType} is not used in this collection.': 'Ce {tagType} n’est pas utilisé dans cette collection.',
  [M.checkName]: 'Vérifiez le nouveau nom.',
};
