import { describe, expect, it } from 'vitest';
import { branchValues, toBranchInput, EMPTY_BRANCH } from './branchForm';
import { composeHours, parseHours } from './openingHours';
import { joinPic, splitPic } from './pic';

describe('branch PIC name', () => {
  it('splits head and service head on the semicolon', () => {
    expect(splitPic('Budi Santoso;Rina Wijaya')).toEqual({
      head: 'Budi Santoso',
      serviceHead: 'Rina Wijaya',
    });
    expect(splitPic(' Budi ')).toEqual({ head: 'Budi', serviceHead: '' });
    expect(splitPic(null)).toEqual({ head: '', serviceHead: '' });
  });

  it("joins them as 'head;service head'", () => {
    expect(joinPic({ head: ' Budi Santoso ', serviceHead: 'Rina Wijaya ' })).toBe(
      'Budi Santoso;Rina Wijaya',
    );
    expect(joinPic({ head: 'Budi', serviceHead: ' ' })).toBe('Budi');
  });
});

describe('opening hours', () => {
  it("composes two half-hour times as 'HH.mm - HH.mm'", () => {
    expect(composeHours({ open: '08.00', close: '17.30' })).toBe('08.00 - 17.30');
    expect(composeHours({ open: '08.00' })).toBe('');
    expect(composeHours({ open: 'Tutup', close: '17.00' })).toBe('Tutup');
  });

  it('parses the stored text back into the two selects', () => {
    expect(parseHours('08.00 - 17.30')).toEqual({ open: '08.00', close: '17.30' });
    expect(parseHours('8:00-16:00')).toEqual({ open: '08.00', close: '16.00' });
    expect(parseHours('Tutup')).toEqual({ open: 'Tutup' });
    expect(parseHours('sometimes')).toEqual({});
    expect(parseHours('08.15 - 17.00')).toEqual({});
  });
});

describe('branch form values', () => {
  it('round-trips a record through the form', () => {
    const input = toBranchInput({
      ...EMPTY_BRANCH,
      regionId: 1,
      branchTypeId: 2,
      branchCode: 'T002',
      branchDescription: 'Sunter',
      address: 'Jl. Sunter 1',
      postalCode: '14350',
      phone1: '021-1',
      picHead: 'Budi',
      picServiceHead: 'Rina',
      branchEmailTo: 'a@b.co',
      branchEmailCc: 'c@d.co',
      webSiteLink: 'https://x.co',
      weekdayOpen: '08.00',
      weekdayClose: '17.00',
      saturdayOpen: '08.00',
      saturdayClose: '14.00',
      sundayOpen: '09.00',
      sundayClose: '12.00',
    });
    expect(input).toMatchObject({
      branchPICName: 'Budi;Rina',
      mondayToFriday: '08.00 - 17.00',
      saturday: '08.00 - 14.00',
      sunday: '09.00 - 12.00',
      phone2: null,
      latitude: -6.135707,
      longitude: 106.883429,
    });
    const back = branchValues({
      ...input,
      id: 1,
      version: 1,
      companyCode: '0002',
      regionCode: 'JKT',
      regionName: 'Jakarta',
      branchTypeCode: 'VSP',
      isActive: true,
      createdTime: '',
      updatedTime: null,
    } as never);
    expect(back).toMatchObject({ picHead: 'Budi', picServiceHead: 'Rina', sundayClose: '12.00' });
  });
});
