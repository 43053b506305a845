import type { RecurrenceType } from '@dealer/contracts/quest';

/**
 * The demo's quests, one per status (seeded by demoQuests.ts): enough to open every screen of the
 * quest console with something true on it on any day the demo runs.
 */
export interface DemoQuest {
  questName: string;
  keyword: string;
  questType: 1 | 2;
  status: 0 | 1 | 2 | 3 | 4 | 5;
  isPodium?: boolean;
  recurrenceType: RecurrenceType;
  count: number;
  /** First window: days from the start of the current month (from the seeding day when
   * `fromToday`), length in days. */
  startDay: number;
  fromToday?: boolean;
  days: number;
  rewardPoint: number;
  color: [number, number, number];
  targets: { kind: string; code: string; description: string }[];
  tasks: {
    taskName: string;
    targetTask: number;
    taskType: 1 | 2;
    rules: { metadataTypeId: number; rulename: string; operation: object[] }[];
  }[];
  cancellationReason?: string;
}

const TD_DONE = 3;
const CLAIMED = 2;
const SOLD = 5;

export const DEMO_QUESTS: DemoQuest[] = [
  {
    questName: 'Test Drive Champion',
    keyword: 'TDCHAMP',
    questType: 1,
    status: 2,
    // Weekly windows back to back for thirteen weeks: one of them runs on every day the demo
    // runs until it is renewed (monthly 28-day windows left the 29th to the 31st uncovered).
    recurrenceType: 2,
    count: 13,
    startDay: 0,
    days: 7,
    rewardPoint: 500,
    color: [200, 16, 46],
    targets: [{ kind: 'area', code: 'JKT', description: 'Jakarta' }],
    tasks: [
      {
        taskName: 'Complete 5 test drives',
        targetTask: 5,
        taskType: 2,
        rules: [{ metadataTypeId: TD_DONE, rulename: 'Any completed test drive', operation: [] }],
      },
      {
        taskName: 'Claim 3 orders',
        targetTask: 3,
        taskType: 2,
        rules: [{ metadataTypeId: CLAIMED, rulename: 'Claimed order', operation: [] }],
      },
    ],
  },
  {
    questName: 'Avanza Weekend Sprint',
    keyword: 'AVZWKND',
    questType: 2,
    status: 1,
    recurrenceType: 2,
    count: 4,
    // From the seeding day, not the month's start: Open until its first window starts, when the
    // quest life sweep makes it Active.
    fromToday: true,
    startDay: 3,
    days: 3,
    rewardPoint: 150,
    color: [22, 119, 255],
    targets: [{ kind: 'branch', code: 'T002', description: 'Auto2000 Sunter' }],
    tasks: [
      {
        taskName: 'Avanza test drives',
        targetTask: 2,
        taskType: 2,
        rules: [
          {
            metadataTypeId: TD_DONE,
            rulename: 'Avanza only',
            operation: [{ metadataTypeDetailId: 1, operators: 1, value: 'AVANZA' }],
          },
        ],
      },
    ],
  },
  {
    questName: 'Year-End Podium Push',
    keyword: 'PODIUM',
    questType: 1,
    // Published, so its Podium page opens from the form; GOLD players exist (seedDemoPlayers).
    status: 1,
    isPodium: true,
    recurrenceType: 0,
    count: 1,
    startDay: 0,
    days: 90,
    rewardPoint: 0,
    color: [250, 173, 20],
    targets: [{ kind: 'playerTier', code: 'GOLD', description: 'Gold' }],
    tasks: [
      {
        taskName: 'Sell 3 vehicles',
        targetTask: 3,
        taskType: 1,
        rules: [{ metadataTypeId: SOLD, rulename: 'Vehicle sold', operation: [] }],
      },
    ],
  },
  {
    questName: 'Referral Kick-off',
    keyword: 'REFERRAL',
    questType: 2,
    status: 0,
    recurrenceType: 0,
    count: 1,
    fromToday: true,
    startDay: 14,
    days: 14,
    rewardPoint: 80,
    color: [19, 194, 194],
    targets: [{ kind: 'city', code: 'BDG', description: 'Bandung' }],
    tasks: [
      {
        taskName: 'Claim two orders',
        targetTask: 2,
        taskType: 2,
        rules: [{ metadataTypeId: CLAIMED, rulename: 'Claimed order', operation: [] }],
      },
    ],
  },
  {
    questName: 'Raize Launch Week',
    keyword: 'RAIZE',
    questType: 2,
    status: 3,
    recurrenceType: 1,
    count: 7,
    startDay: -20,
    days: 1,
    rewardPoint: 50,
    color: [82, 196, 26],
    targets: [],
    tasks: [
      {
        taskName: 'One test drive a day',
        targetTask: 1,
        taskType: 2,
        rules: [{ metadataTypeId: TD_DONE, rulename: 'Completed test drive', operation: [] }],
      },
    ],
  },
  {
    questName: 'Monsoon Promo',
    keyword: 'MONSOON',
    questType: 1,
    status: 4,
    recurrenceType: 0,
    count: 1,
    startDay: 2,
    days: 10,
    rewardPoint: 100,
    color: [114, 46, 209],
    targets: [{ kind: 'area', code: 'JBR', description: 'Jawa Barat' }],
    tasks: [
      {
        taskName: 'Claim an order',
        targetTask: 1,
        taskType: 2,
        rules: [{ metadataTypeId: CLAIMED, rulename: 'Claimed order', operation: [] }],
      },
    ],
    cancellationReason: 'Promotion withdrawn by head office',
  },
  {
    questName: 'Pilot Quest 2025',
    keyword: 'PILOT',
    questType: 2,
    status: 5,
    recurrenceType: 4,
    count: 2,
    startDay: -400,
    days: 30,
    rewardPoint: 10,
    color: [140, 140, 140],
    targets: [],
    tasks: [
      {
        taskName: 'Complete a test drive',
        targetTask: 1,
        taskType: 2,
        rules: [{ metadataTypeId: TD_DONE, rulename: 'Completed test drive', operation: [] }],
      },
    ],
  },
];
