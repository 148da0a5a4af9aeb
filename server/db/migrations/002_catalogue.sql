-- Products, their SKUs (prices in integer cents) and each SKU's images.
create table products (
  id text primary key,
  name text not null,
  detail_page text not null unique,
  description text not null,
  category text not null,
  sort_order integer not null
);

create table skus (
  sku_number text primary key,
  product_id text not null references products (id) on delete cascade,
  option_description text not null,
  retail_price_cents integer not null check (retail_price_cents >= 0),
  bv integer not null default 0,
  pv integer not null default 0,
  is_default boolean not null default false,
  is_back_ordered boolean not null default false,
  sort_order integer not null
);
create index skus_product_id_idx on skus (product_id);

create table sku_images (
  image_id text primary key,
  sku_number text not null references skus (sku_number) on delete cascade,
  src text not null,
  thumb_src text not null,
  high_res_src text not null,
  caption text not null,
  width integer not null,
  height integer not null,
  sort_order integer not null
);
create index sku_images_sku_number_idx on sku_images (sku_number);
