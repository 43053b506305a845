/** Demo clusters, their branch mappings, block and cancellation reasons, and the checklist. */
export const DEMO_CLUSTERS = [
  { clusterCode: 'CL-JKT-01', clusterDescription: 'Jakarta Utara & Timur', isEnabled: true },
  { clusterCode: 'CL-JKT-02', clusterDescription: 'Jakarta Selatan & Cibubur', isEnabled: true },
  { clusterCode: 'CL-JBR-01', clusterDescription: 'Bekasi & Bandung Raya', isEnabled: true },
  { clusterCode: 'CL-JTM-01', clusterDescription: 'Surabaya & Jawa Timur', isEnabled: true },
  // Disabled: shows that forms only offer enabled clusters.
  { clusterCode: 'CL-BTN-01', clusterDescription: 'Tangerang & Banten', isEnabled: false },
] as const;

/** branchCode -> clusterCode; T013 (body paint) and T030 (closed) are not mapped. */
export const DEMO_MAPPINGS: readonly [branchCode: string, clusterCode: string][] = [
  ['T002', 'CL-JKT-01'],
  ['T010', 'CL-JKT-01'],
  ['T011', 'CL-JKT-02'],
  ['T012', 'CL-JBR-01'],
  ['T020', 'CL-JBR-01'],
  ['T021', 'CL-JTM-01'],
];

/** [category id, description, enabled] — 11 blocks a unit, 10 cancels an order, 12 rejects it. */
export const DEMO_REASONS: readonly [number, string, boolean][] = [
  [11, 'Unit in service', true],
  [11, 'Unit used for exhibition', true],
  [11, 'Unit damaged', true],
  [11, 'Unit used for event or roadshow', true],
  [11, 'STNK being renewed', true],
  [11, 'Unit used for photo shoot', false],
  [10, 'Customer cancelled the appointment', true],
  [10, 'Customer did not show up', true],
  [10, 'Unit not available', true],
  [10, 'Salesman not available', true],
  [10, 'Bad weather', true],
  [12, 'Unit not ready', true],
  [12, 'Unit needs cleaning', true],
  [12, 'Fuel level too low', true],
];

export interface DemoQuestion {
  section: number;
  text: string;
  type: 1 | 2 | 3 | 4 | 5;
  mandatory: boolean;
  notes: boolean;
  /** [item name, notes allowed, notes mandatory] */
  items: [string, boolean, boolean][];
}

const OK_NOT_OK: [string, boolean, boolean][] = [
  ['OK', false, false],
  ['Not OK', true, true],
];
const YES_NO: [string, boolean, boolean][] = [
  ['Yes', false, false],
  ['No', true, true],
];

const Q = (
  section: number,
  text: string,
  type: DemoQuestion['type'],
  items: DemoQuestion['items'] = [],
  mandatory = true,
  notes = false,
): DemoQuestion => ({ section, text, type, items, mandatory, notes });

/** Checklist before and after a test drive: 1 Exterior, 2 Interior, 3 Engine & Fluids, 4 Documents. */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  Q(1, 'Body condition: no new scratches or dents', 1, [
    ['OK', false, false],
    ['Scratch', true, true],
    ['Dent', true, true],
  ]),
  Q(1, 'Tyres and wheels in good condition', 4, YES_NO),
  Q(1, 'Lights working', 2, [
    ['Headlamps', false, false],
    ['Turn signals', false, false],
    ['Brake lights', false, false],
    ['Fog lamps', true, false],
  ]),
  Q(1, 'Windshield and mirrors', 1, [
    ['OK', false, false],
    ['Cracked', true, true],
  ]),
  Q(2, 'Interior cleanliness', 3, [
    ['Clean', false, false],
    ['Needs cleaning', true, false],
    ['Dirty', true, true],
  ]),
  Q(2, 'Air conditioning working', 4, YES_NO),
  Q(2, 'Audio and infotainment working', 4, YES_NO),
  Q(2, 'Seats and seat belts', 1, OK_NOT_OK),
  Q(2, 'Other interior remarks', 5, [], false, true),
  Q(3, 'Fuel level', 3, [
    ['Full', false, false],
    ['3/4', false, false],
    ['1/2', false, false],
    ['1/4', true, false],
    ['Empty', true, true],
  ]),
  Q(3, 'Engine oil level', 1, [
    ['OK', false, false],
    ['Low', true, true],
  ]),
  Q(3, 'No warning lights on the dashboard', 4, YES_NO),
  Q(3, 'Odometer reading (km)', 5, [], true, true),
  Q(4, 'STNK in the vehicle', 4, YES_NO),
  Q(4, 'Spare tyre, jack and tool kit', 2, [
    ['Spare tyre', false, false],
    ['Jack', false, false],
    ['Tool kit', false, false],
  ]),
  Q(4, 'GPS dongle installed and working', 4, YES_NO),
  Q(4, 'Remarks', 5, [], false, true),
];
