-- Carts and placed orders with their lines, ship methods, coupons, 3-D Secure challenges,
-- idempotency records and auto-ship templates. Amounts are integer cents.
alter table users
  add column ship_address jsonb,
  add column bill_address jsonb,
  add column sponsor_user_id text references users (id);

-- A locked SKU is one per order: its line's quantity cannot change.
alter table skus add column qty_is_locked boolean not null default false;

create table ship_methods (
  id integer primary key check (id > 0),
  label text not null,
  price_cents integer not null check (price_cents >= 0),
  sort_order integer not null
);

create table coupons (
  code text primary key,
  percent_off integer not null check (percent_off between 1 and 100)
);

create sequence order_number_seq start with 10000001 maxvalue 99999999;
create sequence enrollment_rcn_seq start with 6000001;

create table orders (
  id text primary key,
  user_id text references users (id),
  -- Only the SHA-256 of a guest's cart cookie, like sessions.
  guest_cart_hash text,
  access_token text,
  status text not null default 'active' check (status in ('active', 'pendingChallenge', 'placed')),
  order_number text unique,
  -- 0: no ship method chosen yet.
  ship_via integer not null default 0,
  is_auto_ship boolean not null default false,
  auto_ship_is_monthly boolean not null default true,
  is_pvq boolean not null default false,
  bill_same_as_ship boolean not null default false,
  coupon_code text references coupons (code),
  ship_address jsonb,
  bill_address jsonb,
  total_calculated boolean not null default false,
  -- Never the card number or CVV: the last four digits and the name only.
  payment_type text,
  card_last_four text,
  name_on_card text,
  new_profile jsonb,
  placed_at timestamptz,
  created_at timestamptz not null default now(),
  check ((user_id is null) <> (guest_cart_hash is null)),
  check ((status = 'placed') = (order_number is not null))
);
-- One cart per member and per guest cookie; placed orders do not count.
create unique index orders_current_user_key on orders (user_id) where status <> 'placed';
create unique index orders_current_guest_key on orders (guest_cart_hash) where status <> 'placed';
create index orders_placed_user_idx on orders (user_id, placed_at) where status = 'placed';

create table order_items (
  line_id bigint generated always as identity primary key,
  order_id text not null references orders (id) on delete cascade,
  sku_number text not null references skus (sku_number),
  qty integer not null check (qty > 0),
  price_cents integer not null check (price_cents >= 0),
  unique (order_id, sku_number)
);

create table payment_challenges (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  owner_key text not null,
  card_last_four text not null,
  name_on_card text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index payment_challenges_order_id_idx on payment_challenges (order_id);

-- The first answer to each Idempotency-Key of a cart owner, replayed to retries.
create table idempotency_keys (
  owner_key text not null,
  key text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (owner_key, key)
);

create table autoship_templates (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  frequency text not null check (frequency in ('monthly', 'quarterly')),
  next_ship_date date not null,
  status text not null
);
create index autoship_templates_user_id_idx on autoship_templates (user_id);

create table autoship_template_items (
  template_id text not null references autoship_templates (id) on delete cascade,
  sku_number text not null references skus (sku_number),
  qty integer not null check (qty > 0),
  sort_order integer not null,
  primary key (template_id, sku_number)
);
