-- Policies (政策, issue 20): policies with their content and files, the report projects (申报项目)
-- declared under a policy with a declaration window, the departments that review a project's
-- declarations, policy-project relations (a project linked to further policies), registration codes
-- and the policy files the download page lists. The rules are the gateway README's "Policies".

create table lingxi_policy (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  title varchar(255) not null,
  policy_no varchar(64),
  category int not null,
  dept_id bigint,
  dept_name varchar(64) not null,
  region_code varchar(12),
  region_name varchar(64),
  publish_date date not null,
  valid_from date not null,
  valid_to date,
  content text not null,
  attach_ids varchar(1000),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0,
  constraint lingxi_policy_validity check (valid_to is null or valid_to >= valid_from)
);
create index lingxi_policy_tenant on lingxi_policy (tenant_id, create_time);

-- One row per file of a policy (kept from the policy's attach_ids on every save): the download list.
create table lingxi_policy_file (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  policy_id bigint not null,
  attach_id bigint not null,
  original_name varchar(500) not null,
  extension varchar(12),
  attach_size bigint,
  sort int not null default 0,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_policy_file_policy on lingxi_policy_file (tenant_id, policy_id);

create table lingxi_policy_report_project (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  policy_id bigint not null,
  project_name varchar(255) not null,
  open_date date not null,
  close_date date not null,
  support_content varchar(2000),
  contact varchar(32),
  phone varchar(20),
  description varchar(2000),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0,
  constraint lingxi_policy_report_project_window check (close_date > open_date)
);
create index lingxi_policy_report_project_policy on lingxi_policy_report_project (tenant_id, policy_id);

create table lingxi_policy_report_project_dep (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  project_id bigint not null,
  dept_id bigint not null,
  dept_name varchar(64) not null,
  sort int not null default 0,
  contact varchar(32),
  phone varchar(20),
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
-- a department once per project
create unique index lingxi_policy_report_project_dep_once
  on lingxi_policy_report_project_dep (project_id, dept_id) where is_deleted = 0;

create table lingxi_policy_project_rel (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  policy_id bigint not null,
  project_id bigint not null,
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index lingxi_policy_project_rel_once
  on lingxi_policy_project_rel (policy_id, project_id) where is_deleted = 0;

create table lingxi_policy_reg_code (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  policy_id bigint not null,
  reg_code varchar(32) not null,
  enterprise_name varchar(255) not null,
  credit_code varchar(18) not null,
  contact varchar(32),
  reg_time timestamptz not null default now(),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index lingxi_policy_reg_code_code on lingxi_policy_reg_code (tenant_id, reg_code) where is_deleted = 0;

do $$
declare
  t text;
begin
  foreach t in array array[
    'lingxi_policy', 'lingxi_policy_file', 'lingxi_policy_report_project', 'lingxi_policy_report_project_dep',
    'lingxi_policy_project_rel', 'lingxi_policy_reg_code'
  ] loop
    execute format(
      'create trigger lingxi_change after insert or update or delete or truncate on %I for each statement execute function lingxi_touch()',
      t);
  end loop;
end $$;
