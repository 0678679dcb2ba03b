-- Third-party (social) accounts: one row per tenant, source and provider uuid; user_id is set once the
-- third-party account is bound to a platform user (through register-guest with its oauthId).
create table blade_user_oauth (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  source varchar(64) not null,
  uuid varchar(128) not null,
  user_id bigint,
  username varchar(64),
  nickname varchar(64),
  avatar varchar(500),
  create_time timestamptz not null default now(),
  update_time timestamptz not null default now()
);
create unique index blade_user_oauth_uuid on blade_user_oauth (tenant_id, source, uuid);
