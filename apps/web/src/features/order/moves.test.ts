import { describe, expect, it } from 'vitest';
import { actionsFor, statusUpdate, type Actor } from './moves';

const actor = (role: string, additionalRoles: string[] = []): Actor => ({
  role,
  additionalRoles,
  fullName: 'Rudi Hartono',
});
const offered = (status: number, who: Actor) =>
  actionsFor({ statusCode: status }, who).map((a) => `${a.kind}:${a.statusToSend}`);

describe('the actions an order offers', () => {
  it('offers the CRC assign and cancel on a new order, nothing of the unit desk', () => {
    expect(offered(1, actor('crc'))).toEqual(['assign:ASSIGNED', 'cancel:CANCELLED']);
    expect(offered(5, actor('crc'))).toEqual([]);
  });

  it('offers PDI the next step or a reject, and nothing of the salesman', () => {
    expect(offered(5, actor('pdi'))).toEqual([
      'advance:CHECKBEFORETDONPROCESS',
      'reject:REJECTBYPDI',
    ]);
    expect(offered(6, actor('pdi'))).toEqual([
      'checklist:CHECKBEFORETDCOMPLETED',
      'reject:REJECTBYPDI',
    ]);
    expect(offered(7, actor('pdi'))).toEqual([]);
    expect(offered(8, actor('pdi'))).toEqual([]);
    expect(offered(11, actor('pdi'))).toEqual(['advance:COMPLETED']);
    expect(offered(1, actor('pdi'))).toEqual([]);
  });

  it('sends REJECTBYPicTestDrive when the PIC test drive rejects', () => {
    expect(offered(5, actor('pictestdrive'))).toContain('reject:REJECTBYPicTestDrive');
  });

  it('opens the checklist after the advance from 5 (BEFORE) and from 9 (AFTER)', () => {
    const approve = actionsFor({ statusCode: 5 }, actor('pdi'))[0]!;
    expect(approve.thenChecklist).toBe('BEFORE');
    const back = actionsFor({ statusCode: 9 }, actor('pdi'))[0]!;
    expect(back.thenChecklist).toBe('AFTER');
    expect(actionsFor({ statusCode: 10 }, actor('pdi'))[0]!.answerSetType).toBe('AFTER');
  });

  it('gives head office both desks and nothing on a final status', () => {
    expect(offered(1, actor('ho_testdrive'))).toEqual(['assign:ASSIGNED', 'cancel:CANCELLED']);
    expect(offered(9, actor('ho_testdrive'))).toEqual(['advance:CHECKAFTERTDONPROCESS']);
    for (const final of [12, 13, 16]) expect(offered(final, actor('superadmin'))).toEqual([]);
  });

  it('counts an additional role', () => {
    expect(offered(1, actor('pdi', ['crc']))).toEqual(['assign:ASSIGNED', 'cancel:CANCELLED']);
  });

  it('sends the assign-by label of the role and the version seen', () => {
    expect(
      statusUpdate({ testDriveOrderNo: 'TD-1', version: 4 }, 'REJECTBYPDI', actor('pdi')),
    ).toEqual({
      testDriveOrderNo: 'TD-1',
      status: 'REJECTBYPDI',
      statusAssignedByName: 'Rudi Hartono',
      statusAssignedByRole: 'PDI',
      version: 4,
    });
    expect(
      statusUpdate({ testDriveOrderNo: 'TD-1', version: 1 }, 'ASSIGNED', actor('ho_testdrive')),
    ).toMatchObject({ statusAssignedByRole: 'HO-Test Drive' });
  });
});
