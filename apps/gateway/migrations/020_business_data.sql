-- 020: what the business centre's data pages show beyond the first tables (issue 20).
-- A service resource carries a picture (an object-store link) and its content as rich text (HTML,
-- sanitised where it is shown); the enterprise directory knows each enterprise's region code, scale,
-- legal representative, registered capital, founding date and address.
-- (Numbered 020 so that it cannot take the version of a migration written beside it on another branch.)

alter table lingxi_service_resource add column picture varchar(500);
alter table lingxi_service_resource add column content text;

alter table lingxi_web_enterprise add column region_code varchar(12);
alter table lingxi_web_enterprise add column scale int;
alter table lingxi_web_enterprise add column legal_person varchar(32);
alter table lingxi_web_enterprise add column registered_capital numeric(16,2);
alter table lingxi_web_enterprise add column established_date date;
alter table lingxi_web_enterprise add column address varchar(255);
