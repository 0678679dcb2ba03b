-- Lingxi gateway schema, version 1: tenants, users, roles, menus, clients, parameters, sessions.
-- BladeX table names; every entity carries the audit columns and a logical-delete flag.
-- Ids come from one sequence, so several gateways on one PostgreSQL never collide.

create sequence if not exists lingxi_id_seq start with 1600000000000000001;

create table blade_tenant (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  tenant_name varchar(50) not null,
  domain varchar(255),
  background_url varchar(1000),
  linkman varchar(20),
  contact_number varchar(20),
  address varchar(255),
  account_number int not null default -1,
  expire_time timestamptz,
  license_key varchar(1000),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index blade_tenant_tenant_id on blade_tenant (tenant_id) where is_deleted = 0;

create table blade_client (
  id bigint primary key default nextval('lingxi_id_seq'),
  client_id varchar(48) not null,
  client_secret varchar(256) not null,
  resource_ids varchar(256),
  scope varchar(256) not null default 'all',
  authorized_grant_types varchar(256) not null default 'refresh_token,password,captcha,social',
  web_server_redirect_uri varchar(256),
  authorities varchar(256),
  access_token_validity int not null default 3600,
  refresh_token_validity int not null default 604800,
  additional_information varchar(4096),
  autoapprove varchar(256),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index blade_client_client_id on blade_client (client_id) where is_deleted = 0;

create table blade_role (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  parent_id bigint not null default 0,
  role_name varchar(255) not null,
  sort int not null default 0,
  role_alias varchar(255) not null,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_role_tenant on blade_role (tenant_id);

create table blade_user (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  code varchar(12),
  user_type int not null default 1,
  account varchar(45) not null,
  password varchar(255) not null,
  name varchar(20),
  real_name varchar(10),
  avatar varchar(500),
  email varchar(45),
  phone varchar(45),
  birthday timestamptz,
  sex int,
  role_id varchar(1000) not null default '',
  dept_id varchar(1000) not null default '',
  post_id varchar(1000) not null default '',
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index blade_user_account on blade_user (tenant_id, account) where is_deleted = 0;

create table blade_menu (
  id bigint primary key default nextval('lingxi_id_seq'),
  parent_id bigint not null default 0,
  code varchar(255) not null,
  name varchar(255) not null,
  alias varchar(255),
  path varchar(255),
  source varchar(255),
  sort int not null default 0,
  category int not null default 1,
  action int not null default 0,
  is_open int not null default 1,
  component varchar(255),
  i18n varchar(255),
  hidden int not null default 0,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_menu_parent on blade_menu (parent_id);
create unique index blade_menu_code on blade_menu (code) where is_deleted = 0;

create table blade_role_menu (
  id bigint primary key default nextval('lingxi_id_seq'),
  menu_id bigint not null,
  role_id bigint not null
);
create unique index blade_role_menu_pair on blade_role_menu (role_id, menu_id);

create table blade_param (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  param_name varchar(255) not null,
  param_key varchar(255) not null,
  param_value varchar(2000) not null,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index blade_param_key on blade_param (tenant_id, param_key) where is_deleted = 0;
create index blade_param_create_time on blade_param (tenant_id, create_time);

create table blade_log_error (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  service_id varchar(32),
  server_host varchar(255),
  server_ip varchar(255),
  env varchar(255),
  method varchar(10),
  request_uri varchar(2000),
  user_agent varchar(1000),
  stack_trace text,
  exception_name varchar(255),
  message text,
  line_number int,
  remote_ip varchar(255),
  file_name varchar(1000),
  params text,
  log_time varchar(64),
  create_by varchar(64),
  create_time timestamptz not null default now()
);

create table lingxi_setting (
  key varchar(128) primary key,
  value text not null,
  update_time timestamptz not null default now()
);

create table lingxi_captcha (
  key varchar(64) primary key,
  code varchar(16) not null,
  expires_time timestamptz not null,
  create_time timestamptz not null default now()
);
create index lingxi_captcha_expires on lingxi_captcha (expires_time);

create table lingxi_session (
  id bigint primary key default nextval('lingxi_id_seq'),
  family_id bigint not null,
  tenant_id varchar(12) not null,
  user_id bigint not null,
  client_id varchar(48) not null,
  refresh_hash varchar(64) not null,
  used int not null default 0,
  revoked int not null default 0,
  expires_time timestamptz not null,
  create_time timestamptz not null default now(),
  update_time timestamptz not null default now()
);
create unique index lingxi_session_refresh on lingxi_session (refresh_hash);
create index lingxi_session_family on lingxi_session (family_id);

create table lingxi_login_failure (
  tenant_id varchar(12) not null,
  account varchar(45) not null,
  fail_count int not null default 0,
  locked_until timestamptz,
  update_time timestamptz not null default now(),
  primary key (tenant_id, account)
);
