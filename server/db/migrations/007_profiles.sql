-- The profile of each user (accounts spec 3): phones and PGPV figures; the ship and bill addresses
-- are the users' ship_address and bill_address (003), which carts start from.
alter table users
  add column daytime_phone text,
  add column cell_phone text,
  add column period_pgpv numeric(12, 2) not null default 0,
  add column lifetime_pgpv numeric(12, 2) not null default 0;

-- Geo codes of the countries whose ship addresses need one: what a postal code may stand for.
create table geo_codes (
  geo_code text primary key,
  country text not null,
  zip text not null,
  city text not null,
  state text not null
);
create index geo_codes_zip_idx on geo_codes (zip);
