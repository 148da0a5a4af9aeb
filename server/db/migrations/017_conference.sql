-- The conference desk (conference.md): conferences, the tickets bought for them and the features
-- (optional extras) bought with a ticket. Ticket and feature products are catalogue products, so
-- the cart shows and prices their lines, but they are bought through the ticket form only.

-- An unlisted product is left out of product listings, category pages and site search.
alter table products add column listed boolean not null default true;

-- The member's rank ('Gold', 'Diamond'; blank for retail customers and employees): tickets copy
-- it, and ribbons are earned by it.
alter table users add column rank text not null default '';

-- The products the desk sells: a ticket product's SKUs are the ticket types, a feature product's
-- SKUs its choices. option_group names what the SKUs choose between ('Ticket type', 'Seating').
create table conference_products (
  product_id text primary key references products (id) on delete cascade,
  option_group text not null,
  -- A party feature (the gala) counts in the report's partyTickets and earns the party ribbon.
  is_party boolean not null default false
);

-- How many of a SKU can be sold (active tickets and features count); no row: no limit.
create table conference_sku_capacity (
  sku_number text primary key references skus (sku_number) on delete cascade,
  capacity integer not null check (capacity >= 0)
);

create table conferences (
  id text primary key,
  title text not null,
  active boolean not null default true,
  starts_on date not null,
  ticket_product_id text not null references conference_products (product_id)
);

create table conference_feature_products (
  conference_id text not null references conferences (id) on delete cascade,
  product_id text not null references conference_products (product_id),
  sort_order integer not null,
  primary key (conference_id, product_id)
);

-- A ticket is inactive until its order is placed (order_number null while pending) or once
-- cancelled. The owner's fields are copied from the buyer, as the badge desk sees them.
create table conference_tickets (
  uid text primary key,
  conference_id text not null references conferences (id) on delete cascade,
  product_id text not null references products (id),
  sku_number text not null references skus (sku_number),
  first_name text not null,
  last_name text not null,
  display_name text not null,
  display_rcn text not null default '',
  city text not null,
  state_country text not null,
  hearing_impaired smallint not null default 0 check (hearing_impaired in (0, 1)),
  sign_language smallint not null default 0 check (sign_language in (0, 1)),
  translation_lang_code text not null default 'eng' check (translation_lang_code in ('eng', 'spa')),
  owner_user_id text references users (id) on delete set null,
  owner_rcn text not null,
  owner_first_name text not null,
  owner_last_name text not null,
  owner_rank text not null default '',
  owner_status text not null,
  -- Seeded tickets carry an order number without an order row.
  order_id text references orders (id) on delete set null,
  order_number text,
  active boolean not null default false,
  checked_in boolean not null default false,
  checked_in_at timestamptz,
  created_at timestamptz not null default now(),
  check (checked_in = (checked_in_at is not null))
);
create index conference_tickets_conference_idx on conference_tickets (conference_id, created_at desc);
create index conference_tickets_owner_rcn_idx on conference_tickets (owner_rcn);
create index conference_tickets_order_idx on conference_tickets (order_id) where order_id is not null;

-- A feature bought with a ticket or added later (on another order); active once its order is placed.
create table conference_features (
  uid text primary key,
  ticket_uid text not null references conference_tickets (uid) on delete cascade,
  sku_number text not null references skus (sku_number),
  order_id text references orders (id) on delete set null,
  order_number text,
  active boolean not null default false,
  created_at timestamptz not null default now()
);
create index conference_features_ticket_idx on conference_features (ticket_uid);
create index conference_features_order_idx on conference_features (order_id) where order_id is not null;
