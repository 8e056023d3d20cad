/** The live preview's and the upload pickers' texts in French (preview-texts.ts has the English, same shape). */
import type { Translation } from './catalogue.js';
import type { PREVIEW_TEXTS } from './preview-texts.js';

export const FR_PREVIEW_TEXTS: Translation<typeof PREVIEW_TEXTS> = {
  preview: 'Aperçu',
  previewFrameTitle: 'Aperçu de la page telle que les clients la verront',
  previewLoading: 'Chargement de l’aperçu…',
  previewUnsaved: 'Les modifications non enregistrées sont affichées ; Publier les enregistre.',
  templateErrors: 'La page n’a pas pu être rendue en entier. Erreurs du modèle\u00a0:',
  blocksLeftOut: 'Blocs laissés hors de l’aperçu tant qu’ils ne sont pas corrigés\u00a0:',
  pickUpload: 'Choisir une image envoyée',
  uploadsTitle: 'Vos envois',
  noUploads: 'Aucune image n’a encore été envoyée.',
  pickAudio: 'Choisir un fichier audio envoyé',
  noAudioUploads: 'Aucun fichier audio n’a encore été envoyé.',
  pickVideo: 'Choisir un fichier vidéo envoyé',
  noVideoUploads: 'Aucun fichier vidéo n’a encore été envoyé.',
  closePicker: 'Fermer',
  useImage: (name: string) => `Utiliser ${name}`,
  pickedImage: (name: string) => `Choisi\u00a0: ${name}`,
  rename: 'Renommer',
  renameFile: (name: string) => `Renommer ${name}`,
  fileName: 'Nom du fichier',
  saveName: 'Enregistrer le nom',
  cancelRename: 'Annuler',
  renamed: (name: string) => `Renommé en ${name}`,
  renameFailedTitle: 'Impossible de renommer le fichier',
  renameProblem: 'Un problème est survenu en renommant votre fichier.',
  dismiss: 'OK',
};
