-- Subscribe & Save: the percent an auto-ship order takes off a product's lines; null when it cannot be subscribed to.
alter table products add column subscription_percent integer check (subscription_percent between 0 and 100);
-- Each line keeps the percent it was added with, as it keeps its price: a placed order's totals never follow the catalogue.
alter table order_items add column subscription_percent integer check (subscription_percent between 0 and 100);
