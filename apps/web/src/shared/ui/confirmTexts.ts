/** Confirmation texts of spec 1 section 8 and spec 2 section 8, word for word (spacing included). */
export const confirmTexts = {
  title: 'Are you sure?',
  deleteItems: (items: string) => `Do you want to delete these items with ${items} ?`,
  action: (action: string) => `Do you want to ${action}?`,
  saveQuest: (save: string) => `Do you want to ${save} these quest ?`,
  saveConfiguration: (save: string) => `Do you want to ${save} this configuration?`,
  saveThese: () => 'Do you want to save these ?',
  uploadFile: (fileName: string) => `Do you want to upload file ${fileName} ?`,
  deleteOne: (name: string) => `Do you want to delete ${name}?`,
  irreversible: "You won't be able to revert this!",
  irreversibleOk: 'Yes, delete it!',
  irreversibleCancel: 'No, cancel!',
} as const;

export const dialogTitles = {
  success: 'Success!',
  error: 'Oops!',
  info: 'Oops!',
  refresh: 'Refresh this page',
  /** Sic: the spec's label. */
  back: 'Back to previos page',
} as const;
