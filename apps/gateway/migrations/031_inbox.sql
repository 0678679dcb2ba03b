-- The bell (issue 23): which items of the inbox a user has read. Business notices keep their own
-- read_status; desk notices and appeal events are read per user here, by the item's key
-- (`notice:<id>`, `track:<id>`, `delay:<id>`, `back:<id>`).
create table lingxi_inbox_read (
  tenant_id varchar(12) not null,
  user_id bigint not null,
  item_key varchar(64) not null,
  read_time timestamptz not null default now(),
  primary key (tenant_id, user_id, item_key)
);
