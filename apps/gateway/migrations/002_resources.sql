-- Lingxi gateway schema, version 2: every resource of SPEC section 7 except appeals, workflow and policy reports.
-- Resource tables carry the audit columns and is_deleted; log tables (append-only) carry only create_time.

create table blade_dict (
  id bigint primary key default nextval('lingxi_id_seq'),
  parent_id bigint not null default 0,
  code varchar(255) not null,
  dict_key varchar(255) not null,
  dict_value varchar(255) not null,
  sort int not null default 0,
  remark varchar(255),
  is_sealed int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_dict_create on blade_dict (create_time);
create index blade_dict_parent on blade_dict (parent_id);
create unique index blade_dict_key on blade_dict (code, dict_key) where is_deleted = 0;

create table blade_dict_biz (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  parent_id bigint not null default 0,
  code varchar(255) not null,
  dict_key varchar(255) not null,
  dict_value varchar(255) not null,
  sort int not null default 0,
  remark varchar(255),
  is_sealed int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_dict_biz_tenant on blade_dict_biz (tenant_id, create_time);
create index blade_dict_biz_parent on blade_dict_biz (parent_id);
create unique index blade_dict_biz_key on blade_dict_biz (tenant_id, code, dict_key) where is_deleted = 0;

create table lingxi_basecode_general (
  id bigint primary key default nextval('lingxi_id_seq'),
  parent_id bigint not null default 0,
  code varchar(64) not null,
  name varchar(255) not null,
  code_value varchar(255),
  sort int not null default 0,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_basecode_general_create on lingxi_basecode_general (create_time);
create index lingxi_basecode_general_parent on lingxi_basecode_general (parent_id);

create table blade_region (
  id bigint primary key default nextval('lingxi_id_seq'),
  code varchar(12) not null,
  parent_code varchar(12) not null,
  ancestors varchar(255),
  name varchar(32) not null,
  region_level int not null default 1,
  sort int not null default 0,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_region_create on blade_region (create_time);
create unique index blade_region_code on blade_region (code) where is_deleted = 0;
create index blade_region_parent on blade_region (parent_code);

alter table blade_role add column role_type int not null default 1;
alter table blade_tenant add column datasource_id bigint;
alter table blade_user add column user_ext text;
create index blade_user_tenant on blade_user (tenant_id, create_time);

create table blade_role_scope (
  id bigint primary key default nextval('lingxi_id_seq'),
  scope_category int not null,
  scope_id bigint not null,
  role_id bigint not null
);
create unique index blade_role_scope_pair on blade_role_scope (role_id, scope_category, scope_id);

create table blade_top_menu (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  code varchar(255) not null,
  name varchar(255) not null,
  source varchar(255),
  path varchar(255),
  sort int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_top_menu_tenant on blade_top_menu (tenant_id, create_time);

create table blade_top_menu_setting (
  id bigint primary key default nextval('lingxi_id_seq'),
  top_menu_id bigint not null,
  menu_id bigint not null
);
create unique index blade_top_menu_setting_pair on blade_top_menu_setting (top_menu_id, menu_id);

create table blade_post (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  category int not null default 1,
  post_code varchar(12) not null,
  post_name varchar(64) not null,
  sort int not null default 0,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_post_tenant on blade_post (tenant_id, create_time);
create unique index blade_post_code on blade_post (tenant_id, post_code) where is_deleted = 0;

create table blade_scope_data (
  id bigint primary key default nextval('lingxi_id_seq'),
  menu_id bigint not null,
  resource_code varchar(255) not null,
  scope_name varchar(255) not null,
  scope_field varchar(255),
  scope_class varchar(500),
  scope_column varchar(255),
  scope_type int not null default 1,
  scope_value varchar(2000),
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_scope_data_create on blade_scope_data (create_time);

create table blade_scope_api (
  id bigint primary key default nextval('lingxi_id_seq'),
  menu_id bigint not null,
  resource_code varchar(255) not null,
  scope_name varchar(255) not null,
  scope_path varchar(255) not null,
  scope_type int not null default 1,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_scope_api_create on blade_scope_api (create_time);

create table blade_dept (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  parent_id bigint not null default 0,
  ancestors varchar(2000),
  dept_category int not null default 1,
  dept_name varchar(45) not null,
  full_name varchar(45),
  sort int not null default 0,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_dept_tenant on blade_dept (tenant_id, create_time);
create index blade_dept_parent on blade_dept (parent_id);

create table blade_datasource (
  id bigint primary key default nextval('lingxi_id_seq'),
  name varchar(100) not null,
  driver_class varchar(100) not null,
  url varchar(500) not null,
  username varchar(45) not null,
  password varchar(100) not null,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_datasource_create on blade_datasource (create_time);

create table blade_sms (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  sms_code varchar(12) not null,
  template_id varchar(64) not null,
  category int not null default 1,
  access_key varchar(255) not null,
  secret_key varchar(255) not null,
  region_id varchar(255),
  sign_name varchar(64) not null,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_sms_tenant on blade_sms (tenant_id, create_time);
create unique index blade_sms_code on blade_sms (tenant_id, sms_code) where is_deleted = 0;

create table lingxi_sms_log (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  sms_code varchar(12) not null,
  phones varchar(4000) not null,
  params varchar(4000),
  content varchar(2000),
  create_user bigint,
  create_time timestamptz not null default now()
);
create index lingxi_sms_log_tenant on lingxi_sms_log (tenant_id, create_time);

create table blade_oss (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  oss_code varchar(32) not null,
  category int not null default 1,
  endpoint varchar(255) not null,
  access_key varchar(255) not null,
  secret_key varchar(255) not null,
  bucket_name varchar(255) not null,
  app_id varchar(255),
  region varchar(255),
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_oss_tenant on blade_oss (tenant_id, create_time);
create unique index blade_oss_code on blade_oss (tenant_id, oss_code) where is_deleted = 0;

create table blade_attach (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  link varchar(1000) not null,
  domain varchar(500),
  name varchar(500) not null,
  original_name varchar(500) not null,
  extension varchar(12),
  attach_size bigint not null default 0,
  file_tag varchar(64),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_attach_tenant on blade_attach (tenant_id, create_time);
create index blade_attach_name on blade_attach (name);

create table blade_notice (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  title varchar(255) not null,
  category int not null default 1,
  release_time timestamptz,
  content text,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_notice_tenant on blade_notice (tenant_id, create_time);

create table lingxi_blog (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  blog_title varchar(255) not null,
  blog_category int not null default 1,
  blog_content text,
  blog_date timestamptz,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_blog_tenant on lingxi_blog (tenant_id, create_time);

create table lingxi_report (
  id bigint primary key default nextval('lingxi_id_seq'),
  name varchar(100) not null,
  content text,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_report_create on lingxi_report (create_time);
create unique index lingxi_report_name on lingxi_report (name) where is_deleted = 0;

create table lingxi_message (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  title varchar(255) not null,
  content varchar(2000) not null,
  msg_type int not null default 1,
  send_scope varchar(255),
  send_count int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_message_tenant on lingxi_message (tenant_id, create_time);

create table lingxi_message_user (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  message_id bigint not null,
  user_name varchar(64) not null,
  phone varchar(20),
  enterprise_name varchar(255),
  read_status int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_message_user_tenant on lingxi_message_user (tenant_id, create_time);
create index lingxi_message_user_message on lingxi_message_user (message_id);

create table lingxi_project (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  parent_id bigint not null default 0,
  project_name varchar(255) not null,
  project_code varchar(64) not null,
  category int not null default 1,
  leader varchar(32),
  phone varchar(20),
  start_date date,
  end_date date,
  budget numeric(16,2),
  description varchar(2000),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_project_tenant on lingxi_project (tenant_id, create_time);
create unique index lingxi_project_code on lingxi_project (tenant_id, project_code) where is_deleted = 0;
create index lingxi_project_parent on lingxi_project (parent_id);

create table lingxi_project_enterprise (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  enterprise_name varchar(255) not null,
  credit_code varchar(18) not null,
  legal_person varchar(32),
  industry varchar(64),
  registered_capital numeric(16,2),
  contact varchar(32),
  phone varchar(20),
  address varchar(255),
  intention varchar(500),
  stage int not null default 1,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_project_enterprise_tenant on lingxi_project_enterprise (tenant_id, create_time);
create unique index lingxi_project_enterprise_code on lingxi_project_enterprise (tenant_id, credit_code) where is_deleted = 0;

create table lingxi_area_enterprise (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  enterprise_name varchar(255) not null,
  credit_code varchar(18) not null,
  region_code varchar(12),
  region_name varchar(64),
  industry varchar(64),
  scale int not null default 1,
  legal_person varchar(32),
  registered_capital numeric(16,2),
  established_date date,
  address varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_area_enterprise_tenant on lingxi_area_enterprise (tenant_id, create_time);
create unique index lingxi_area_enterprise_code on lingxi_area_enterprise (tenant_id, credit_code) where is_deleted = 0;
create index lingxi_area_enterprise_page on lingxi_area_enterprise (tenant_id, create_time desc, id desc) where is_deleted = 0;

create table lingxi_web_enterprise (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  enterprise_name varchar(255) not null,
  credit_code varchar(18) not null,
  industry varchar(64),
  region_name varchar(64),
  contact varchar(32),
  phone varchar(20),
  certify_status int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_web_enterprise_tenant on lingxi_web_enterprise (tenant_id, create_time);

create table lingxi_service_resource (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  service_name varchar(255) not null,
  service_type int not null default 1,
  provider varchar(255) not null,
  contact varchar(32),
  phone varchar(20),
  price numeric(16,2),
  description varchar(2000),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_service_resource_tenant on lingxi_service_resource (tenant_id, create_time);

create table lingxi_certified_enterprise (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  enterprise_name varchar(255) not null,
  credit_code varchar(18) not null,
  legal_person varchar(32),
  contact varchar(32),
  phone varchar(20),
  address varchar(255),
  certify_time timestamptz,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_certified_enterprise_tenant on lingxi_certified_enterprise (tenant_id, create_time);

create table lingxi_register_user (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  enterprise_id bigint,
  account varchar(45) not null,
  password varchar(255) not null,
  real_name varchar(32),
  phone varchar(20),
  email varchar(64),
  is_admin int not null default 0,
  parent_id bigint not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_register_user_tenant on lingxi_register_user (tenant_id, create_time);
create unique index lingxi_register_user_account on lingxi_register_user (tenant_id, account) where is_deleted = 0;
create index lingxi_register_user_enterprise on lingxi_register_user (enterprise_id);

create table lingxi_member_oper_log (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  enterprise_id bigint,
  register_user_id bigint,
  account varchar(45),
  operation varchar(64) not null,
  content varchar(2000),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_member_oper_log_tenant on lingxi_member_oper_log (tenant_id, create_time);

create table lingxi_business_notice (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  title varchar(255) not null,
  content varchar(4000),
  notice_type int not null default 1,
  dept_id bigint,
  user_id bigint,
  finish_status int not null default 0,
  read_status int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_business_notice_tenant on lingxi_business_notice (tenant_id, create_time);

create table lingxi_user_system (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  system_name varchar(255) not null,
  system_code varchar(64) not null,
  url varchar(500),
  description varchar(500),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_user_system_tenant on lingxi_user_system (tenant_id, create_time);
create unique index lingxi_user_system_code on lingxi_user_system (tenant_id, system_code) where is_deleted = 0;

create table lingxi_user_system_bind (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  system_id bigint not null,
  account varchar(45) not null,
  ext_account varchar(64) not null,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_user_system_bind_tenant on lingxi_user_system_bind (tenant_id, create_time);
create unique index lingxi_user_system_bind_pair on lingxi_user_system_bind (system_id, account) where is_deleted = 0;

create table blade_code (
  id bigint primary key default nextval('lingxi_id_seq'),
  datasource_id bigint,
  service_name varchar(64) not null,
  code_name varchar(64) not null,
  table_name varchar(64) not null,
  table_prefix varchar(64),
  pk_name varchar(32) not null default 'id',
  package_name varchar(500) not null,
  base_mode int not null default 1,
  wrap_mode int not null default 1,
  api_path varchar(2000),
  web_path varchar(2000),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index blade_code_create on blade_code (create_time);

create table blade_log_usual (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  service_id varchar(32),
  server_host varchar(255),
  server_ip varchar(255),
  env varchar(255),
  log_level varchar(10),
  log_id varchar(100),
  log_data text,
  method varchar(10),
  request_uri varchar(2000),
  remote_ip varchar(255),
  user_agent varchar(1000),
  params text,
  create_by varchar(64),
  create_time timestamptz not null default now()
);
create index blade_log_usual_tenant on blade_log_usual (tenant_id, create_time);

create table blade_log_api (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  service_id varchar(32),
  server_host varchar(255),
  server_ip varchar(255),
  env varchar(255),
  type varchar(2),
  title varchar(255),
  method varchar(10),
  request_uri varchar(2000),
  user_agent varchar(1000),
  remote_ip varchar(255),
  params text,
  time varchar(64),
  create_by varchar(64),
  create_time timestamptz not null default now()
);
create index blade_log_api_tenant on blade_log_api (tenant_id, create_time);

create table lingxi_login_record (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  user_id bigint,
  account varchar(45) not null,
  user_name varchar(64),
  grant_type varchar(32),
  status int not null,
  msg varchar(255),
  ip varchar(64),
  user_agent varchar(500),
  create_time timestamptz not null default now()
);
create index lingxi_login_record_tenant on lingxi_login_record (tenant_id, create_time);

create table lingxi_operation_log (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  user_id bigint,
  account varchar(45),
  user_name varchar(64),
  title varchar(255),
  method varchar(10) not null,
  path varchar(500) not null,
  query varchar(2000),
  status_code int not null,
  ip varchar(64),
  user_agent varchar(500),
  duration int not null default 0,
  create_time timestamptz not null default now()
);
create index lingxi_operation_log_tenant on lingxi_operation_log (tenant_id, create_time);

create index blade_log_error_tenant on blade_log_error (tenant_id, create_time);

create table lingxi_rate_limit (
  bucket varchar(200) primary key,
  hits int not null,
  window_start timestamptz not null
);
