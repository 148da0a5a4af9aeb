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
    role: 'distributor whose profile the profile journeys edit',
  },
];

/** The personal website the demo pages belong to (the page config's siteId). */
export const demoSite = { id: 'demo', ownerUserId: '1002', name: "Dana Rivers' wellness corner" };

export const demoSites = [demoSite];
