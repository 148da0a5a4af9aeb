export interface DemoUser {
  id: string;
  rcn: string;
  username: string;
  /** Demo logins only: printed by `npm start`, hashed with scrypt when seeded. */
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'D' | 'E' | 'R';
  isSu: boolean;
  disabled: boolean;
  conferenceStaff: boolean;
  conferenceLookup: boolean;
  /** Passed the distributor certification training (the certification check answers it). */
  certified: boolean;
  /** What the login demonstrates, for the start banner. */
  role: string;
}

export const demoUsers: DemoUser[] = [
  {
    id: '1001',
    rcn: '5000001',
    username: 'admin',
    password: 'admin_123',
    firstName: 'Avery',
    lastName: 'Stone',
    email: 'admin@example.com',
    status: 'E',
    isSu: true,
    disabled: false,
    conferenceStaff: true,
    conferenceLookup: true,
    certified: true,
    role: 'super-user, employee, conference staff with lookup, certified',
  },
  {
    id: '1002',
    rcn: '5000002',
    username: 'distributor',
    password: 'distributor_123',
    firstName: 'Dana',
    lastName: 'Rivers',
    email: 'distributor@example.com',
    status: 'D',
    isSu: false,
    disabled: false,
    conferenceStaff: false,
    conferenceLookup: false,
    certified: false,
    role: 'distributor, owner of site demo, not yet certified',
  },
  {
    id: '1003',
    rcn: '5000003',
    username: 'customer',
    password: 'customer_123',
    firstName: 'Casey',
    lastName: 'Morgan',
    email: 'customer@example.com',
    status: 'R',
    isSu: false,
    disabled: false,
    conferenceStaff: false,
    conferenceLookup: false,
    certified: false,
    role: 'retail customer',
  },
  {
    id: '1004',
    rcn: '5000004',
    username: 'staff',
    password: 'staff_123',
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'staff@example.com',
    status: 'E',
    isSu: false,
    disabled: false,
    conferenceStaff: true,
    conferenceLookup: false,
    certified: false,
    role: 'conference staff without lookup',
  },
  {
    id: '1005',
    rcn: '5000005',
    username: 'disabled',
    password: 'disabled_123',
    firstName: 'Drew',
    lastName: 'Parker',
    email: 'disabled@example.com',
    status: 'D',
    isSu: false,
    disabled: true,
    conferenceStaff: false,
    conferenceLookup: false,
    certified: false,
    role: 'disabled account',
  },
  {
    id: '1006',
    rcn: '5000006',
    username: 'jordan',
    password: 'jordan_123',
    firstName: 'Jordan',
    lastName: 'Blake',
    email: 'jordan@example.com',
    status: 'R',
    isSu: false,
    disabled: false,
    conferenceStaff: false,
    conferenceLookup: false,
    certified: false,
    role: 'retail customer whose password the reset journey changes',
  },
  {
    id: '1007',
    rcn: '5000007',
    username: 'riley',
    password: 'riley_123',
    firstName: 'Riley',
    lastName: 'Quinn',
    email: 'riley@example.com',
    status: 'D',
    isSu: false,
    disabled: false,
    conferenceStaff: false,
    conferenceLookup: false,
    certified: false,
    role: 'distributor whose profile the profile journeys edit, owner of site riley',
  },
];

/** The personal website the demo pages belong to (the page config's siteId). */
export const demoSite = { id: 'demo', ownerUserId: '1002', name: "Dana Rivers' wellness corner" };

/** A second personal site, so the server's owner checks have another owner to refuse. */
export const otherDemoSite = { id: 'riley', ownerUserId: '1007', name: "Riley's healthy home" };

export const demoSites = [demoSite, otherDemoSite];

export interface DemoProfileAddress {
  nameLine: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone: string;
}

/** Each demo user's profile; addresses only for users the cart's seed (seed-commerce.ts) gives none. */
export interface DemoProfile {
  daytimePhone: string;
  cellPhone: string | null;
  periodPgPv: number;
  lifetimePgPv: number;
  ship?: DemoProfileAddress;
  /** The mailing address; the ship address when not given. */
  bill?: DemoProfileAddress;
}

const usAddress = (nameLine: string, addressLine1: string, city: string, state: string, postalCode: string, phone: string) => ({
  nameLine,
  addressLine1,
  city,
  state,
  postalCode,
  country: 'USA',
  phone,
});

export const demoProfiles: Record<string, DemoProfile> = {
  '1001': {
    daytimePhone: '801-555-0101',
    cellPhone: '801-555-0111',
    periodPgPv: 0,
    lifetimePgPv: 0,
    ship: usAddress('Avery Stone', '1 Company Way', 'Orem', 'UT', '84057', '801-555-0101'),
  },
  '1002': { daytimePhone: '303-555-0142', cellPhone: '303-555-0143', periodPgPv: 312.5, lifetimePgPv: 18420 },
  '1003': { daytimePhone: '503-555-0199', cellPhone: null, periodPgPv: 0, lifetimePgPv: 0 },
  '1004': {
    daytimePhone: '801-555-0104',
    cellPhone: null,
    periodPgPv: 0,
    lifetimePgPv: 0,
    ship: usAddress('Sam Lee', '88 Center Street', 'Provo', 'UT', '84601', '801-555-0104'),
  },
  '1005': {
    daytimePhone: '702-555-0105',
    cellPhone: null,
    periodPgPv: 0,
    lifetimePgPv: 2210,
    ship: usAddress('Drew Parker', '410 Desert Inn Road', 'Las Vegas', 'NV', '89109', '702-555-0105'),
  },
  '1006': {
    daytimePhone: '206-555-0106',
    cellPhone: '206-555-0116',
    periodPgPv: 0,
    lifetimePgPv: 0,
    ship: usAddress('Jordan Blake', '1200 Pine Street', 'Seattle', 'WA', '98101', '206-555-0106'),
  },
  '1007': {
    daytimePhone: '512-555-0107',
    cellPhone: '512-555-0117',
    periodPgPv: 145.75,
    lifetimePgPv: 9876.5,
    ship: { ...usAddress('Riley Quinn', '77 Congress Avenue', 'Austin', 'TX', '78701', '512-555-0107'), addressLine2: 'Apt 5' },
    bill: usAddress('Riley Quinn', 'PO Box 1007', 'Austin', 'TX', '78767', '512-555-0107'),
  },
};

/** Postal codes of Mexico (the geo-code country of the country rules) and what each may stand for. */
export const demoGeoCodes = [
  { geoCode: 'MX-06600-01', country: 'MEX', zip: '06600', city: 'Cuauhtémoc', state: 'CMX' },
  { geoCode: 'MX-64000-01', country: 'MEX', zip: '64000', city: 'Monterrey', state: 'NLE' },
  { geoCode: 'MX-45010-01', country: 'MEX', zip: '45010', city: 'Zapopan', state: 'JAL' },
  { geoCode: 'MX-45010-02', country: 'MEX', zip: '45010', city: 'Guadalajara', state: 'JAL' },
  { geoCode: 'MX-77500-01', country: 'MEX', zip: '77500', city: 'Cancún', state: 'ROO' },
];
