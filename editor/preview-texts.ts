/** The texts of the page editor's live preview and of the upload picker (Vitrine's; the SPEC gives none). */
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
  closePicker: 'Close',
  useImage: (name: string) => `Use ${name}`,
  pickedImage: (name: string) => `Chosen: ${name}`,
} as const;
