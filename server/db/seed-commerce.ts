import type { Address } from '#contracts/commerce.ts';

export interface DemoShipMethod {
  id: number;
  label: string;
  priceCents: number;
}

export const demoShipMethods: DemoShipMethod[] = [
  { id: 1, label: 'Standard Shipping', priceCents: 795 },
  { id: 2, label: 'Express Shipping', priceCents: 1495 },
  { id: 3, label: 'Will Call Pickup', priceCents: 0 },
];

export const demoCoupons = [{ code: 'SAVE10', percentOff: 10 }];

/** The fields of an address that matter here; the rest take AddressSchema's defaults. */
export type DemoAddress = Partial<Address>;

/** Default ship and bill addresses by user id, copied into each new cart of that user. */
export const demoUserAddresses: Record<string, { ship: DemoAddress; bill: DemoAddress }> = {
  '1002': {
    ship: {
      nameLine: 'Dana Rivers',
      addressLine1: '200 Market Street',
      addressLine2: 'Suite 4',
      city: 'Denver',
      state: 'CO',
      formattedState: 'Colorado',
      postalCode: '80202',
      country: 'USA',
      phone: '303-555-0142',
      formattedPhone: '(303) 555-0142',
      email: 'distributor@example.com',
      type: 'ship',
    },
    bill: {
      nameLine: 'Dana Rivers',
      addressLine1: '200 Market Street',
      addressLine2: 'Suite 4',
      city: 'Denver',
      state: 'CO',
      formattedState: 'Colorado',
      postalCode: '80202',
      country: 'USA',
      phone: '303-555-0142',
      formattedPhone: '(303) 555-0142',
      email: 'distributor@example.com',
      type: 'bill',
    },
  },
  '1003': {
    ship: {
      nameLine: 'Casey Morgan',
      addressLine1: '15 Elm Avenue',
      city: 'Portland',
      state: 'OR',
      formattedState: 'Oregon',
      postalCode: '97205',
      country: 'USA',
      phone: '503-555-0199',
      formattedPhone: '(503) 555-0199',
      email: 'customer@example.com',
      type: 'ship',
    },
    bill: {
      nameLine: 'Casey Morgan',
      addressLine1: '400 Pine Street',
      city: 'Portland',
      state: 'OR',
      formattedState: 'Oregon',
      postalCode: '97204-1234',
      country: 'USA',
      phone: '503-555-0199',
      formattedPhone: '(503) 555-0199',
      email: 'customer@example.com',
      type: 'bill',
    },
  },
};

export interface DemoOrder {
  id: string;
  userId: string;
  lines: { skuNumber: string; qty: number }[];
  /** Absent for a cart. */
  placed?: { orderNumber: string; placedAt: string; shipVia: number; cardLastFour: string; nameOnCard: string };
}

/** Tests read the distributor's cart by its fixed id as another user. */
export const DISTRIBUTOR_CART_ID = 'order-distributor-current';

export const demoOrders: DemoOrder[] = [
  {
    id: DISTRIBUTOR_CART_ID,
    userId: '1002',
    lines: [
      { skuNumber: 'LAV05', qty: 2 },
      { skuNumber: 'MVT30', qty: 1 },
    ],
  },
  {
    id: 'order-customer-placed-1',
    userId: '1003',
    lines: [
      { skuNumber: 'LAV15', qty: 1 },
      { skuNumber: 'TEA12', qty: 2 },
    ],
    placed: {
      orderNumber: 'W00001001',
      placedAt: '2025-02-14T16:20:00Z',
      shipVia: 1,
      cardLastFour: '4242',
      nameOnCard: 'Casey Morgan',
    },
  },
  {
    id: 'order-customer-placed-2',
    userId: '1003',
    lines: [{ skuNumber: 'MVT90', qty: 1 }],
    placed: {
      orderNumber: 'W00001002',
      placedAt: '2025-05-03T10:05:00Z',
      shipVia: 2,
      cardLastFour: '4242',
      nameOnCard: 'Casey Morgan',
    },
  },
];

export interface DemoAutoShipTemplate {
  id: string;
  userId: string;
  frequency: 'monthly' | 'quarterly';
  /** The next ship date is this many days after seeding. */
  daysUntilNextShip: number;
  lines: { skuNumber: string; qty: number }[];
}

export const demoAutoShipTemplates: DemoAutoShipTemplate[] = [
  {
    id: 'AS-1003-1',
    userId: '1003',
    frequency: 'monthly',
    daysUntilNextShip: 12,
    lines: [
      { skuNumber: 'MVT30', qty: 1 },
      { skuNumber: 'OMG60', qty: 1 },
    ],
  },
  {
    id: 'AS-1002-1',
    userId: '1002',
    frequency: 'quarterly',
    daysUntilNextShip: 30,
    lines: [
      { skuNumber: 'LAV15', qty: 2 },
      { skuNumber: 'FCR50', qty: 1 },
    ],
  },
];
