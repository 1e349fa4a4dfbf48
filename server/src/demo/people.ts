/**
 * The demo members (ARCHITECTURE section 2): all fictional. A sponsor chain above the demo
 * member (founder → amira → demo), then five legs under demo, three of them deep and wide (the
 * CRR three-leg rule needs them), seven levels at the deepest. Each row names its sponsor, which
 * always appears earlier in the list and joined earlier. A few level-2/3 members joined in the
 * last three days (newbies for the booster campaign). Other seeds (rides) use these names.
 */
import type { KycStatus } from '../../../contract/user';

export interface DemoMember {
  username: string;
  firstName: string;
  lastName: string;
  sponsor: string | null;
  country: 'UAE' | 'Pakistan' | 'India' | 'UK' | 'USA' | 'Saudi Arabia';
  gender: 'Male' | 'Female';
  kyc: KycStatus;
  driver: boolean;
  daysAgo: number;
}

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'DemoPass1';

type Row = [
  string,
  string,
  string,
  string | null,
  DemoMember['country'],
  'M' | 'F',
  KycStatus,
  'driver' | '',
  number,
];

// username, first, last, sponsor, country, gender, KYC, driver, joined (days ago)
const ROWS: Row[] = [
  ['founder', 'Yusuf', 'Rahman', null, 'UAE', 'M', 'approved', '', 125],
  ['amira', 'Amira', 'Saleh', 'founder', 'UAE', 'F', 'approved', '', 123],
  ['khalid_m', 'Khalid', 'Mansour', 'amira', 'Saudi Arabia', 'M', 'approved', 'driver', 121],
  ['demo', 'Sami', 'Haddad', 'amira', 'UAE', 'M', 'approved', '', 120],
  // Leg 1: Omar (UAE), the deepest.
  ['omar_f', 'Omar', 'Farouk', 'demo', 'UAE', 'M', 'approved', 'driver', 115],
  ['fatima_z', 'Fatima', 'Zahra', 'omar_f', 'UAE', 'F', 'approved', '', 100],
  ['hassan_a', 'Hassan', 'Ali', 'omar_f', 'Pakistan', 'M', 'approved', 'driver', 98],
  ['noura_k', 'Noura', 'Khalil', 'omar_f', 'Saudi Arabia', 'F', 'pending', '', 92],
  ['reem_t', 'Reem', 'Tahir', 'omar_f', 'UAE', 'F', null, '', 2],
  ['layla_h', 'Layla', 'Hamdan', 'fatima_z', 'UAE', 'F', 'approved', '', 80],
  ['zain_r', 'Zain', 'Raza', 'fatima_z', 'Pakistan', 'M', 'rejected', '', 75],
  ['tariq_s', 'Tariq', 'Sultan', 'fatima_z', 'UAE', 'M', null, '', 1],
  ['ayesha_m', 'Ayesha', 'Malik', 'hassan_a', 'Pakistan', 'F', 'approved', '', 78],
  ['usman_g', 'Usman', 'Ghani', 'hassan_a', 'Pakistan', 'M', 'pending', '', 70],
  ['faisal_o', 'Faisal', 'Otaibi', 'noura_k', 'Saudi Arabia', 'M', 'approved', 'driver', 72],
  ['mariam_s', 'Mariam', 'Said', 'layla_h', 'UAE', 'F', 'approved', '', 55],
  ['kareem_j', 'Kareem', 'Jaber', 'layla_h', 'UAE', 'M', null, '', 50],
  ['sana_i', 'Sana', 'Iqbal', 'ayesha_m', 'Pakistan', 'F', 'pending', '', 48],
  ['abdullah_h', 'Abdullah', 'Harbi', 'faisal_o', 'Saudi Arabia', 'M', 'approved', '', 45],
  ['yara_n', 'Yara', 'Nasser', 'mariam_s', 'UAE', 'F', 'approved', '', 30],
  ['adam_b', 'Adam', 'Brooks', 'mariam_s', 'UK', 'M', null, '', 25],
  ['hamza_y', 'Hamza', 'Yousaf', 'sana_i', 'Pakistan', 'M', 'approved', 'driver', 28],
  ['lina_d', 'Lina', 'Darwish', 'yara_n', 'UAE', 'F', 'pending', '', 12],
  ['imran_s', 'Imran', 'Siddiqui', 'hamza_y', 'Pakistan', 'M', null, '', 10],
  ['salma_f', 'Salma', 'Fikri', 'lina_d', 'UAE', 'F', null, '', 5],
  // Leg 2: Priya (India).
  ['priya_n', 'Priya', 'Nair', 'demo', 'India', 'F', 'approved', '', 112],
  ['arjun_m', 'Arjun', 'Mehta', 'priya_n', 'India', 'M', 'approved', '', 96],
  ['divya_r', 'Divya', 'Rao', 'priya_n', 'India', 'F', 'approved', '', 90],
  ['rohan_v', 'Rohan', 'Verma', 'priya_n', 'India', 'M', 'pending', '', 85],
  ['kavya_p', 'Kavya', 'Pillai', 'priya_n', 'India', 'F', null, '', 2],
  ['sneha_i', 'Sneha', 'Iyer', 'arjun_m', 'India', 'F', 'approved', '', 70],
  ['vikram_d', 'Vikram', 'Desai', 'arjun_m', 'India', 'M', 'approved', 'driver', 66],
  ['aditya_j', 'Aditya', 'Joshi', 'arjun_m', 'India', 'M', null, '', 1],
  ['meera_g', 'Meera', 'Gupta', 'divya_r', 'India', 'F', 'rejected', '', 60],
  ['nikhil_b', 'Nikhil', 'Bose', 'divya_r', 'India', 'M', null, '', 58],
  ['ananya_c', 'Ananya', 'Chopra', 'sneha_i', 'India', 'F', 'approved', '', 40],
  ['karan_t', 'Karan', 'Thakur', 'sneha_i', 'India', 'M', 'pending', '', 38],
  ['deepak_n', 'Deepak', 'Naidu', 'vikram_d', 'India', 'M', 'approved', '', 35],
  ['ishita_s', 'Ishita', 'Sen', 'ananya_c', 'India', 'F', null, '', 20],
  ['oliver_w', 'Oliver', 'Wright', 'deepak_n', 'UK', 'M', 'approved', '', 18],
  // Leg 3: Bilal (Pakistan).
  ['bilal_q', 'Bilal', 'Qureshi', 'demo', 'Pakistan', 'M', 'approved', 'driver', 110],
  ['ahmed_r', 'Ahmed', 'Rashid', 'bilal_q', 'Pakistan', 'M', 'approved', '', 95],
  ['hira_n', 'Hira', 'Nawaz', 'bilal_q', 'Pakistan', 'F', 'approved', '', 88],
  ['saad_a', 'Saad', 'Akhtar', 'bilal_q', 'Pakistan', 'M', 'pending', '', 80],
  ['zoya_h', 'Zoya', 'Hashmi', 'bilal_q', 'Pakistan', 'F', null, '', 1],
  ['farhan_m', 'Farhan', 'Mirza', 'ahmed_r', 'Pakistan', 'M', 'approved', 'driver', 68],
  ['nadia_j', 'Nadia', 'Jamil', 'ahmed_r', 'UAE', 'F', 'approved', '', 64],
  ['asad_c', 'Asad', 'Chaudhry', 'hira_n', 'Pakistan', 'M', null, '', 62],
  ['rabia_k', 'Rabia', 'Kazmi', 'saad_a', 'Pakistan', 'F', 'rejected', '', 55],
  ['danish_s', 'Danish', 'Sheikh', 'farhan_m', 'Pakistan', 'M', 'approved', '', 42],
  ['mehwish_a', 'Mehwish', 'Abbas', 'farhan_m', 'Pakistan', 'F', 'pending', '', 36],
  ['grace_l', 'Grace', 'Lee', 'nadia_j', 'USA', 'F', 'approved', '', 33],
  ['ali_h', 'Ali', 'Haider', 'danish_s', 'Pakistan', 'M', null, '', 22],
  ['ethan_p', 'Ethan', 'Parker', 'grace_l', 'USA', 'M', 'approved', '', 15],
  // Legs 4 and 5: small.
  ['emily_c', 'Emily', 'Carter', 'demo', 'UK', 'F', 'pending', '', 95],
  ['sophie_h', 'Sophie', 'Hughes', 'emily_c', 'UK', 'F', 'approved', '', 70],
  ['liam_o', 'Liam', "O'Connor", 'emily_c', 'UK', 'M', null, '', 65],
  ['noah_g', 'Noah', 'Green', 'sophie_h', 'UK', 'M', 'pending', '', 40],
  ['james_m', 'James', 'Miller', 'demo', 'USA', 'M', null, '', 90],
  ['olivia_r', 'Olivia', 'Reed', 'james_m', 'USA', 'F', 'approved', '', 60],
  ['daniel_k', 'Daniel', 'Kim', 'james_m', 'USA', 'M', 'approved', 'driver', 50],
  ['chloe_b', 'Chloe', 'Bennett', 'daniel_k', 'USA', 'F', null, '', 30],
];

export const DEMO_MEMBERS: DemoMember[] = ROWS.map(
  ([username, firstName, lastName, sponsor, country, g, kyc, role, daysAgo]) => ({
    username,
    firstName,
    lastName,
    sponsor,
    country,
    gender: g === 'M' ? 'Male' : 'Female',
    kyc,
    driver: role === 'driver',
    daysAgo,
  }),
);

export const DEMO_USERNAMES = DEMO_MEMBERS.map((m) => m.username);
export const DEMO_DRIVERS = DEMO_MEMBERS.filter((m) => m.driver).map((m) => m.username);
/** Members who joined in the last three days (booster campaign newbies). */
export const DEMO_NEWBIES = DEMO_MEMBERS.filter((m) => m.daysAgo <= 3).map((m) => m.username);
