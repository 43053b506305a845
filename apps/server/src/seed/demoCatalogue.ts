/**
 * Demo vehicle catalogue: Toyota models sold in Indonesia with sales types (material numbers in
 * the style of the group's SAP codes) and paint colours (Toyota colour codes). Transmission sits
 * on the unit; `transmission` here says which one a generated unit of that type gets.
 */
export interface DemoModel {
  code: string;
  desc: string;
  materials: { number: string; desc: string; transmission: 'Manual' | 'Automatic' }[];
  colors: [code: string, desc: string][];
}

const WHITE: [string, string] = ['040', 'Super White II'];
const PEARL: [string, string] = ['070', 'White Pearl Crystal Shine'];
const SILVER: [string, string] = ['1D6', 'Silver Metallic'];
const GREY: [string, string] = ['1G3', 'Grey Metallic'];
const BLACK: [string, string] = ['218', 'Attitude Black Mica'];
const RED: [string, string] = ['3R3', 'Red Mica Metallic'];
const BRONZE: [string, string] = ['4V8', 'Bronze Mica Metallic'];
const BLUE: [string, string] = ['8W9', 'Dark Blue Mica'];

const mt = (number: string, desc: string) => ({ number, desc, transmission: 'Manual' as const });
const at = (number: string, desc: string) => ({ number, desc, transmission: 'Automatic' as const });

export const DEMO_MODELS: readonly DemoModel[] = [
  {
    code: 'AVANZA',
    desc: 'Avanza',
    materials: [
      mt('W101RE-GMDFJ', 'Avanza 1.3 E M/T'),
      at('W101RE-GQDFJ', 'Avanza 1.3 E CVT'),
      at('W100RE-GQXFJ', 'Avanza 1.5 G CVT'),
    ],
    colors: [WHITE, SILVER, GREY, BLACK, RED],
  },
  {
    code: 'VELOZ',
    desc: 'Veloz',
    materials: [at('W101RE-HQXFJ', 'Veloz 1.5 Q CVT'), at('W101RE-HQXSJ', 'Veloz 1.5 Q CVT TSS')],
    colors: [PEARL, SILVER, BLACK, RED, BRONZE],
  },
  {
    code: 'RUSH',
    desc: 'Rush',
    materials: [
      mt('F800RE-GMGFJ', 'Rush 1.5 GR Sport M/T'),
      at('F800RE-GQGFJ', 'Rush 1.5 GR Sport A/T'),
    ],
    colors: [WHITE, SILVER, GREY, BLACK, RED],
  },
  {
    code: 'INNOVA-ZENIX',
    desc: 'Innova Zenix',
    materials: [
      at('MAGH10R-BKXGKD', 'Innova Zenix 2.0 G CVT'),
      at('MAGH10R-HQXGKD', 'Innova Zenix 2.0 Q HV CVT'),
    ],
    colors: [PEARL, SILVER, BLACK, BRONZE],
  },
  {
    code: 'FORTUNER',
    desc: 'Fortuner',
    materials: [
      at('GUN165R-SDTLXD', 'Fortuner 2.4 VRZ 4x2 A/T'),
      at('GUN166R-SDFLXD', 'Fortuner 2.8 GR Sport 4x4 A/T'),
    ],
    colors: [PEARL, SILVER, GREY, BLACK],
  },
  {
    code: 'YARIS-CROSS',
    desc: 'Yaris Cross',
    materials: [
      at('MXPB10R-GHXGKD', 'Yaris Cross 1.5 G CVT'),
      at('MXPJ10R-SHXGBD', 'Yaris Cross 1.5 S HV CVT'),
    ],
    colors: [PEARL, SILVER, BLACK, RED, BLUE],
  },
  {
    code: 'RAIZE',
    desc: 'Raize',
    materials: [
      mt('A250RA-GMVFJ', 'Raize 1.0 G M/T'),
      at('A250RA-GQVFJ', 'Raize 1.0 GR Sport CVT'),
    ],
    colors: [WHITE, SILVER, BLACK, RED],
  },
  {
    code: 'AGYA',
    desc: 'Agya',
    materials: [mt('B401RA-GMDFJ', 'Agya 1.2 E M/T'), at('B401RA-GQSFJ', 'Agya 1.2 GR Sport CVT')],
    colors: [WHITE, SILVER, GREY, RED],
  },
  {
    code: 'CALYA',
    desc: 'Calya',
    materials: [mt('B401RA-CMDFJ', 'Calya 1.2 E M/T'), at('B401RA-CQGFJ', 'Calya 1.2 G A/T')],
    colors: [WHITE, SILVER, GREY, BLACK],
  },
  {
    code: 'CAMRY',
    desc: 'Camry',
    materials: [at('AXVH70R-RETGBD', 'Camry 2.5 HV A/T')],
    colors: [PEARL, SILVER, BLACK],
  },
  {
    code: 'COROLLA-CROSS',
    desc: 'Corolla Cross',
    materials: [
      at('ZSG10R-GHXGKD', 'Corolla Cross 1.8 V CVT'),
      at('ZVG11R-GHXGBD', 'Corolla Cross 1.8 HV CVT'),
    ],
    colors: [PEARL, SILVER, GREY, BLACK, RED],
  },
  {
    code: 'BZ4X',
    desc: 'bZ4X',
    materials: [at('XEAM10R-GWXBD', 'bZ4X EV A/T')],
    colors: [PEARL, SILVER, BLACK],
  },
];
