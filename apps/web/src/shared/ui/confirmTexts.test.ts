import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadTranslations } from '../i18n/i18n';
import { confirmTexts, dialogTitles } from './confirmTexts';
import { resultNotice } from './resultNotice';

describe('dialog texts (spec 1 section 8)', () => {
  beforeAll(() => initI18n('en'));
  afterAll(() => loadTranslations('en'));

  it('words every confirmation as the spec does', () => {
    expect(confirmTexts.title).toBe('Are you sure?');
    expect(confirmTexts.deleteItems('[C01], [C02]')).toBe(
      'Do you want to delete these items with [C01], [C02] ?',
    );
    expect(confirmTexts.action('disable user ayu')).toBe('Do you want to disable user ayu?');
    expect(confirmTexts.saveQuest('publish')).toBe('Do you want to publish these quest ?');
    expect(confirmTexts.saveConfiguration('save')).toBe('Do you want to save this configuration?');
    expect(confirmTexts.saveThese()).toBe('Do you want to save these ?');
    expect(confirmTexts.uploadFile('cluster.xlsx')).toBe(
      'Do you want to upload file cluster.xlsx ?',
    );
    expect(confirmTexts.deleteOne('Cluster A')).toBe('Do you want to delete Cluster A?');
    expect(confirmTexts.irreversible).toBe("You won't be able to revert this!");
    expect([confirmTexts.irreversibleOk, confirmTexts.irreversibleCancel]).toEqual([
      'Yes, delete it!',
      'No, cancel!',
    ]);
  });

  it('titles the dialogs as the spec does', () => {
    expect(dialogTitles).toMatchObject({
      success: 'Success!',
      error: 'Oops!',
      info: 'Oops!',
      refresh: 'Refresh this page',
      back: 'Back to previos page',
    });
  });

  it('asks in the language the user chose, not in English (Arabic)', async () => {
    await loadTranslations('ar');
    const asked = [
      confirmTexts.title,
      confirmTexts.deleteItems('[C01]'),
      confirmTexts.saveQuest('save'),
      confirmTexts.saveConfiguration('save'),
      confirmTexts.irreversible,
      confirmTexts.yes,
      dialogTitles.error,
      dialogTitles.back,
    ];
    for (const text of asked) {
      expect(text, text).toMatch(/[\u0600-\u06FF]/);
      expect(text, text).not.toMatch(/\b(Do you|want|save|Yes|Oops|Back)\b/);
    }
    expect(confirmTexts.deleteItems('[C01]')).toContain('[C01]');
    await loadTranslations('en');
    expect(confirmTexts.saveQuest('save')).toBe('Do you want to save these quest ?');
  });
});

describe('result notification', () => {
  it("says 'Success' for acknowledge 1 and closes after 3 s", () => {
    expect(resultNotice({ acknowledge: 1, message: 'Data berhasil disimpan' })).toEqual({
      type: 'success',
      title: 'Success',
      description: 'Data berhasil disimpan',
      duration: 3,
    });
  });

  it("says 'Failed' otherwise and never closes by itself", () => {
    expect(resultNotice({ acknowledge: 0, message: 'Gagal' })).toMatchObject({
      title: 'Failed',
      duration: 0,
    });
  });
});
