import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEST_API as API, type DefectData } from '@dealer/contracts/quest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { callerFor, type Caller } from '../../test/masterHelpers';

let t: TestApp;
let gm: Caller;

beforeAll(async () => {
  t = await createTestApp();
  gm = await callerFor(t, 'astraquestgamemaster');
});
afterAll(async () => {
  await t?.close();
});

const validate = async (body: object) => {
  const reply = await gm.post(API.validateSetting, body);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { salesmanNos: { code: string }[]; defectDatas: DefectData[] };
};

describe("validate-setting against the quest's own targeting", () => {
  it('reports a salesman outside the quest area and city as a defect (EMP-T010-01 into JBR / BDG)', async () => {
    const reply = await validate({
      salesmanNos: ['EMP-T010-01', 'EMP-T020-01'],
      questSetting: { areaCodes: ['JBR'], cityCodes: ['BDG'] },
    });
    expect(reply.salesmanNos.map((s) => s.code)).toEqual(['EMP-T020-01']);
    expect(reply.defectDatas).toEqual([
      {
        type: 'salesman',
        code: 'EMP-T010-01',
        reason:
          "Salesman EMP-T010-01 is in area JKT, outside the quest's areas JBR: cannot take part in this quest",
      },
    ]);
  });

  it("reports a salesman outside the quest's branches, and one of another player level", async () => {
    const outsideBranch = await validate({
      salesmanNos: ['EMP-T002-01', 'EMP-T010-02'],
      questSetting: { branchCodes: ['T002'] },
    });
    expect(outsideBranch.salesmanNos.map((s) => s.code)).toEqual(['EMP-T002-01']);
    expect(outsideBranch.defectDatas.map((d) => d.reason)).toEqual([
      "Salesman EMP-T010-02 is in branch T010, outside the quest's branches T002: cannot take part in this quest",
    ]);
    // Demo levels: -01 team lead (SPV), -02 senior (SSC).
    const otherLevel = await validate({
      salesmanNos: ['EMP-T002-01', 'EMP-T002-02'],
      questSetting: { playerLevels: ['SPV'] },
    });
    expect(otherLevel.salesmanNos.map((s) => s.code)).toEqual(['EMP-T002-01']);
    expect(otherLevel.defectDatas.map((d) => d.code)).toEqual(['EMP-T002-02']);
  });

  it("reports a pasted branch or city outside the quest's areas", async () => {
    const reply = await validate({
      cityCodes: ['BDG', 'JKTU'],
      branchCodes: ['T020', 'T010'],
      questSetting: { areaCodes: ['JKT'] },
    });
    expect(reply.defectDatas.map((d) => d.code)).toEqual(['BDG', 'T020']);
  });
});

describe('custom player search', () => {
  const search = async (value: string) => {
    const reply = await gm.post(API.customPlayerSearch, {
      attributes: [{ attributeName: 'playerTier', operator: 1, value }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as {
      player: { code: string; description: string; branchCode: string; playerTier: string }[];
    };
  };

  it("matches free text ignoring case: 'platinum' finds the PLATINUM players", async () => {
    const upper = await search('PLATINUM');
    const lower = await search('platinum');
    expect(upper.player.length).toBeGreaterThan(0);
    expect(lower.player).toEqual(upper.player);
  });

  it('says who was found: number, name, branch and tier of each player', async () => {
    const { player } = await search('gold');
    expect(player.length).toBeGreaterThan(0);
    for (const p of player) {
      expect(p.code).toMatch(/^EMP-/);
      expect(p.description).not.toBe('');
      expect(p.branchCode).toMatch(/^T\d{3}$/);
      expect(p.playerTier).toBe('GOLD');
    }
  });
});
