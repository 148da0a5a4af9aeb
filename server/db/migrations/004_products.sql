-- Product listing by category, and the certification check (a boolean per user).
create index products_category_idx on products (lower(category));

alter table users add column certified boolean not null default false;
