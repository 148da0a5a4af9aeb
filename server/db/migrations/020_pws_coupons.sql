-- The personal-website coupon programme: the coupons a site owner may offer (each a company coupon,
-- whose code is the default code and whose percent is the discount), and each site's choice.
create table pws_coupons (
  id text primary key,
  default_code text not null unique references coupons (code),
  sort_order integer not null
);

create table pws_coupon_settings (
  site_id text not null references sites (id),
  coupon_id text not null references pws_coupons (id),
  enabled boolean not null default false,
  -- Stored uppercased, so the unique index makes a site's own code unique across sites.
  custom_code text unique check (custom_code = upper(custom_code)),
  primary key (site_id, coupon_id)
);
