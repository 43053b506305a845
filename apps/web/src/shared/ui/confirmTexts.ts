import { i18next } from '../i18n/i18n';

/**
 * Confirmation and dialog texts. English is spec 1 section 8 and spec 2 section 8 word for word
 * (spacing and the spec's spelling included, see locales/en.json 'dialog'); the other five
 * languages say the same in their own words, so an Arabic user is not asked in English.
 * Read at the moment a dialog opens, so a language switch applies to the next dialog.
 */
const say = (key: string, values: Record<string, string> = {}) =>
  i18next.t(`dialog.${key}`, values);
/** The spec passes the verb ('save', 'publish') in English; other languages say it their way. */
const verb = (word: string) => i18next.t(`dialog.verb.${word}`, { defaultValue: word });

export const confirmTexts = {
  get title() {
    return say('title');
  },
  deleteItems: (items: string) => say('deleteItems', { items }),
  action: (action: string) => say('action', { action }),
  saveQuest: (save: string) => say('saveQuest', { save: verb(save) }),
  saveConfiguration: (save: string) => say('saveConfiguration', { save: verb(save) }),
  saveThese: () => say('saveThese'),
  uploadFile: (fileName: string) => say('uploadFile', { fileName }),
  deleteOne: (name: string) => say('deleteOne', { name }),
  get irreversible() {
    return say('irreversible');
  },
  get irreversibleOk() {
    return say('irreversibleOk');
  },
  get irreversibleCancel() {
    return say('irreversibleCancel');
  },
  get yes() {
    return say('yes');
  },
  get cancel() {
    return say('cancel');
  },
};

export const dialogTitles = {
  get success() {
    return say('success');
  },
  get error() {
    return say('error');
  },
  get info() {
    return say('info');
  },
  get refresh() {
    return say('refresh');
  },
  /** Sic: the spec's label. */
  get back() {
    return say('back');
  },
};
