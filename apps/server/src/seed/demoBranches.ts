/** Demo master data: regions and branches (spec 1 section 3 fields). */
export const DEMO_REGIONS = [
  { regionCode: 'JKT', regionName: 'Jakarta' },
  { regionCode: 'JBR', regionName: 'Jawa Barat' },
  { regionCode: 'JTM', regionName: 'Jawa Timur' },
] as const;

export interface DemoBranch {
  companyCode: string;
  branchCode: string;
  branchDescription: string;
  branchTypeCode: 'VSP' | 'V' | 'BP' | 'VSBP';
  regionCode: 'JKT' | 'JBR' | 'JTM';
  isActive: boolean;
  address: string;
  postalCode: string;
  phone1: string;
  districtName: string;
  latitude: number;
  longitude: number;
  head: string;
  serviceHead: string;
}

const B = (
  branchCode: string,
  branchDescription: string,
  branchTypeCode: DemoBranch['branchTypeCode'],
  regionCode: DemoBranch['regionCode'],
  address: string,
  postalCode: string,
  phone1: string,
  districtName: string,
  [latitude, longitude]: [number, number],
  [head, serviceHead]: [string, string],
  extra: Partial<Pick<DemoBranch, 'companyCode' | 'isActive'>> = {},
): DemoBranch => ({
  companyCode: '0002',
  isActive: true,
  branchCode,
  branchDescription,
  branchTypeCode,
  regionCode,
  address,
  postalCode,
  phone1,
  districtName,
  latitude,
  longitude,
  head,
  serviceHead,
  ...extra,
});

export const DEMO_BRANCHES: readonly DemoBranch[] = [
  B(
    'T002',
    'Auto2000 Sunter',
    'VSBP',
    'JKT',
    'Jl. Yos Sudarso Kav. 24, Sunter Jaya',
    '14350',
    '021-6511234',
    'Tanjung Priok',
    [-6.135707, 106.883429],
    ['Bambang Setiawan', 'Joko Susilo'],
  ),
  B(
    'T010',
    'Auto2000 Kelapa Gading',
    'VSP',
    'JKT',
    'Jl. Boulevard Barat Raya Blok LC 6, Kelapa Gading',
    '14240',
    '021-4520880',
    'Kelapa Gading',
    [-6.157483, 106.905628],
    ['Hadi Prasetyo', 'Eko Saputra'],
  ),
  B(
    'T011',
    'Auto2000 Cibubur',
    'V',
    'JKT',
    'Jl. Alternatif Cibubur Km. 3, Cibubur',
    '13720',
    '021-8459 1234',
    'Ciracas',
    [-6.369028, 106.893562],
    ['Wahyu Hidayat', 'Slamet Riyadi'],
  ),
  B(
    'T012',
    'Auto2000 Bekasi',
    'VSP',
    'JBR',
    'Jl. Jend. Ahmad Yani No. 38, Bekasi Selatan',
    '17148',
    '021-8841234',
    'Bekasi Selatan',
    [-6.249152, 106.991142],
    ['Andi Firmansyah', 'Dedi Kurniawan'],
  ),
  B(
    'T013',
    'Auto2000 Body Paint Pulogadung',
    'BP',
    'JKT',
    'Jl. Raya Bekasi Km. 21, Pulogadung',
    '13920',
    '021-4602345',
    'Cakung',
    [-6.187313, 106.925742],
    ['Teguh Santoso', 'Rahmat Hidayat'],
  ),
  B(
    'T020',
    'Auto2000 Bandung Soekarno Hatta',
    'VSBP',
    'JBR',
    'Jl. Soekarno Hatta No. 385, Bandung',
    '40235',
    '022-5201234',
    'Bojongloa Kidul',
    [-6.940372, 107.601894],
    ['Ujang Suryana', 'Cecep Supriadi'],
  ),
  B(
    'T021',
    'Auto2000 Surabaya Kertajaya',
    'VSP',
    'JTM',
    'Jl. Kertajaya Indah No. 75, Surabaya',
    '60116',
    '031-5921234',
    'Sukolilo',
    [-7.279263, 112.778951],
    ['Bagus Prakoso', 'Arif Wicaksono'],
  ),
  B(
    'T030',
    'Auto2000 Tangerang (closed)',
    'VSP',
    'JKT',
    'Jl. MH Thamrin No. 9, Cikokol, Tangerang',
    '15117',
    '021-5521234',
    'Tangerang',
    [-6.214861, 106.631218],
    ['Irwan Saputra', 'Yoga Pratama'],
    { isActive: false },
  ),
  B(
    'X001',
    'Other Dealer Group Branch',
    'VSP',
    'JKT',
    'Jl. Gunung Sahari Raya No. 1, Jakarta Pusat',
    '10720',
    '021-6281234',
    'Sawah Besar',
    [-6.152812, 106.834451],
    ['Lukas Tanoto', 'Markus Halim'],
    { companyCode: '0001' },
  ),
];
