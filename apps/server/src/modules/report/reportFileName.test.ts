import { describe, expect, it } from 'vitest';
import { DASHBOARD_STATUS_GROUPS } from '@dealer/contracts/order';
import { ORDER_STATUS_NAMES, STATUS_ALIASES } from '@dealer/contracts/order-workflow';
import { reportFileName, reportStatusCodes } from '@dealer/contracts/report';

describe("the report export's file name", () => {
  const statuses = [
    '',
    ...Object.keys(DASHBOARD_STATUS_GROUPS),
    ...ORDER_STATUS_NAMES,
    ...Object.keys(STATUS_ALIASES),
  ];

  it('is one name per set of statuses, never two names that differ only by case', () => {
    const nameOfSet = new Map<string, string>();
    const setOfName = new Map<string, string>();
    for (const status of statuses) {
      const set = reportStatusCodes(status).join(',');
      const name = reportFileName(status).toLowerCase();
      expect(nameOfSet.get(set) ?? name, `status '${status}'`).toBe(name);
      expect(setOfName.get(name) ?? set, `file ${name}`).toBe(set);
      nameOfSet.set(set, name);
      setOfName.set(name, set);
    }
    // The group 'Completed' is the status COMPLETED: the same file (Completed.xlsx before).
    expect(reportFileName('Completed')).toBe('COMPLETED.xlsx');
    expect(reportFileName('COMPLETED')).toBe('COMPLETED.xlsx');
    expect(reportFileName('')).toBe('All Status.xlsx');
    expect(reportFileName('Pending Task')).toBe('Pending Task.xlsx');
  });
});
