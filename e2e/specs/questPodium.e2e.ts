import { describe, inject, it } from 'vitest';
import { launchBrowser, newPage, snapshotChecked } from '../support/browser';
import { signIn } from '../support/console';
import { listSettled, row } from '../support/master';

const baseURL = inject('baseURL');
// The demo's published podium quest (apps/server/src/seed/demoQuestSet.ts).
const PODIUM_QUEST = 'Year-End Podium Push';

const QUEST_ROLES = [
  { userName: 'astraquestadmin', greeting: 'Hi, Hendra Gunawan' },
  { userName: 'astraquestgamemaster', greeting: 'Hi, Putri Maharani' },
];

describe('the podium page of a published podium quest', () => {
  for (const { userName, greeting } of QUEST_ROLES) {
    it(`opens from the quest form's Podium button for ${userName}`, async () => {
      const browser = await launchBrowser();
      try {
        const { page } = await newPage(browser);
        await signIn(page, baseURL, userName);
        await page.getByText(greeting).waitFor();
        await page.goto(`${baseURL}/astraquest`);
        await listSettled(page);
        await row(page, PODIUM_QUEST)
          .first()
          .getByRole('button', { name: /^View QST/ })
          .click();
        await page.getByRole('heading', { name: 'View quest' }).waitFor();
        await page.getByRole('button', { name: 'Podium', exact: true }).click();
        await page.waitForURL(/\/astraquest\/podium\/\d+$/);
        await page
          .getByRole('heading', { name: new RegExp(`^Podium: QST\\d+ · ${PODIUM_QUEST}`) })
          .waitFor();
        await page.getByLabel('Recurrence').waitFor();
        await snapshotChecked(page, `quest-podium-${userName}`);
      } finally {
        await browser.close();
      }
    });
  }
});
