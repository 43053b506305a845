import type { NotificationArgsProps } from 'antd';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_MESSAGES } from '@dealer/contracts/master';
import { initI18n, loadTranslations } from '../i18n/i18n';
import { setFeedback, type Feedback } from './feedback';
import { notifyResult, notifySuccess } from './notify';

const shown: { type: string; args: NotificationArgsProps }[] = [];
const record = (type: string) => (args: NotificationArgsProps) => shown.push({ type, args });

beforeAll(async () => {
  await initI18n('en');
  setFeedback({
    notification: {
      success: record('success'),
      error: record('error'),
      info: record('info'),
      destroy: () => undefined,
    },
  } as unknown as Feedback);
});
afterAll(async () => {
  setFeedback(null);
  await loadTranslations('en');
});

describe('result notifications', () => {
  it("keep the spec's words in English", () => {
    shown.length = 0;
    notifySuccess(MASTER_MESSAGES.active);
    notifyResult({ acknowledge: 0, message: 'Gagal' });
    expect(shown.map((s) => [s.type, s.args.title, s.args.description])).toEqual([
      ['success', 'Success', 'Data has been Active'],
      ['error', 'Failed', 'Gagal'],
    ]);
  });

  it("say the console's own texts in Arabic, and the server's text as the server wrote it", async () => {
    await loadTranslations('ar');
    shown.length = 0;
    notifySuccess(MASTER_MESSAGES.inactive);
    notifyResult({ acknowledge: 1, message: 'Data berhasil disimpan' });
    const [first, second] = shown;
    expect(first?.args.title).toMatch(/[\u0600-\u06FF]/);
    expect(first?.args.description).toMatch(/[\u0600-\u06FF]/);
    expect(second?.args.description).toBe('Data berhasil disimpan');
  });
});
