/** The texts of the page editor's live preview and of the upload pickers (Vitrine's; the SPEC gives none). preview-texts-fr.ts has the French. */
export const PREVIEW_TEXTS = {
  preview: 'Preview',
  previewFrameTitle: 'Preview of the page as shoppers will see it',
  previewLoading: 'Loading the preview…',
  previewUnsaved: 'Unsaved changes are shown; Publish saves them.',
  templateErrors: 'The page could not be rendered in full. Template errors:',
  blocksLeftOut: 'Blocks left out of the preview until they are fixed:',
  pickUpload: 'Choose an uploaded image',
  uploadsTitle: 'Your uploads',
  noUploads: 'No image has been uploaded yet.',
  pickAudio: 'Choose an uploaded audio file',
  noAudioUploads: 'No audio file has been uploaded yet.',
  pickVideo: 'Choose an uploaded video file',
  noVideoUploads: 'No video file has been uploaded yet.',
  closePicker: 'Close',
  useImage: (name: string) => `Use ${name}`,
  pickedImage: (name: string) => `Chosen: ${name}`,
} as const;
