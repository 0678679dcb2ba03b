-- Appeals (诉求): types, the working-day calendar, appeals, their distribution records (one per receiving
-- department, the state machine of src/services/appeal/transitions.ts), delay and return applications,
-- urges, manual lights (per record and per department) and the append-only journal.
-- Domain times (submit, dispatch, sign, ... and the journal) follow the gateway's clock; audit columns
-- (create_time, update_time) are the database's.

create sequence if not exists lingxi_appeal_no_seq;

create table lingxi_appeal_type (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  f_parent_node bigint not null default 0,
  f_name varchar(64) not null,
  f_limit_days int,
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
create index lingxi_appeal_type_tenant on lingxi_appeal_type (tenant_id, f_parent_node);

-- Platform data (one national calendar): f_type 1 holiday, 2 make-up working day (调休上班).
create table lingxi_workday (
  id bigint primary key default nextval('lingxi_id_seq'),
  f_date date not null,
  f_type int not null,
  f_name varchar(64),
  remark varchar(255),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0,
  constraint lingxi_workday_type check (f_type in (1, 2))
);
create unique index lingxi_workday_date on lingxi_workday (f_date) where is_deleted = 0;

create table lingxi_appeal (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  appeal_no varchar(32) not null,
  type_id bigint not null,
  title varchar(100) not null,
  content varchar(4000) not null,
  enterprise_id bigint,
  enterprise_name varchar(255) not null,
  contact_name varchar(32),
  contact_phone varchar(20),
  attach_ids varchar(1000),
  -- 0 draft, 1 submitted
  save_status int not null default 0,
  -- derived from the distribution records on every change: draft, pending, handling, disposed, closed
  appeal_state varchar(20) not null default 'draft',
  submit_time timestamptz,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0,
  constraint lingxi_appeal_state check (appeal_state in ('draft', 'pending', 'handling', 'disposed', 'closed'))
);
create unique index lingxi_appeal_no on lingxi_appeal (appeal_no);
create index lingxi_appeal_tenant on lingxi_appeal (tenant_id, create_time);

create table lingxi_appeal_distribute (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  appeal_id bigint not null,
  dept_id bigint not null,
  state varchar(20) not null default 'pending',
  -- the state to restore when a delay or return application is decided
  prev_state varchar(20),
  limit_days int,
  dispatch_time timestamptz,
  dispatch_date date,
  deadline date,
  -- first dates of the yellow light: by time used (80 % or one working day left), and while unsigned
  yellow_from date,
  sign_yellow_from date,
  sign_time timestamptz,
  sign_user bigint,
  handler_user_id bigint,
  bind_time timestamptz,
  dispose_time timestamptz,
  dispose_user bigint,
  dispose_content varchar(4000),
  -- the light when the record was disposed (kept once disposed or closed)
  finish_light varchar(8),
  close_time timestamptz,
  urge_count int not null default 0,
  last_urge_time timestamptz,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0,
  constraint lingxi_appeal_distribute_state check (state in
    ('pending', 'dispatched', 'signed', 'handling', 'delayRequested', 'returnRequested', 'disposed', 'closed', 'returned'))
);
-- one live record per appeal and receiving department (a returned record leaves room for a new one)
create unique index lingxi_appeal_distribute_dept on lingxi_appeal_distribute (appeal_id, dept_id)
  where is_deleted = 0 and state <> 'returned';
create index lingxi_appeal_distribute_tenant on lingxi_appeal_distribute (tenant_id, dept_id, state);
create index lingxi_appeal_distribute_appeal on lingxi_appeal_distribute (appeal_id);

create table lingxi_appeal_delay_apply (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  dis_id bigint not null,
  appeal_id bigint not null,
  dept_id bigint not null,
  reason varchar(500) not null,
  requested_date date not null,
  old_deadline date,
  apply_user bigint,
  apply_time timestamptz,
  -- 0 waiting, 1 passed, 2 rejected
  audit_status int not null default 0,
  permitted_date date,
  audit_opinion varchar(500),
  audit_user bigint,
  audit_time timestamptz,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index lingxi_appeal_delay_open on lingxi_appeal_delay_apply (dis_id) where audit_status = 0 and is_deleted = 0;
create index lingxi_appeal_delay_tenant on lingxi_appeal_delay_apply (tenant_id, audit_status);

create table lingxi_appeal_back_apply (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  dis_id bigint not null,
  appeal_id bigint not null,
  dept_id bigint not null,
  reason varchar(500) not null,
  apply_user bigint,
  apply_time timestamptz,
  audit_status int not null default 0,
  audit_opinion varchar(500),
  audit_user bigint,
  audit_time timestamptz,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index lingxi_appeal_back_open on lingxi_appeal_back_apply (dis_id) where audit_status = 0 and is_deleted = 0;
create index lingxi_appeal_back_tenant on lingxi_appeal_back_apply (tenant_id, audit_status);

create table lingxi_appeal_urge (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  appeal_id bigint not null,
  dis_id bigint not null,
  dept_id bigint not null,
  content varchar(500) not null,
  urge_user bigint,
  urge_user_name varchar(64),
  urge_time timestamptz not null,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create index lingxi_appeal_urge_dis on lingxi_appeal_urge (dis_id, urge_time);
create index lingxi_appeal_urge_appeal on lingxi_appeal_urge (appeal_id);

-- The journal: one row per transition (and per urge, note and manual light); never updated.
create table lingxi_appeal_track (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  appeal_id bigint not null,
  dis_id bigint,
  action varchar(32) not null,
  action_name varchar(32) not null,
  from_state varchar(20),
  to_state varchar(20),
  user_id bigint,
  user_name varchar(64),
  dept_id bigint,
  dept_name varchar(64),
  comment varchar(4000),
  create_time timestamptz not null
);
create index lingxi_appeal_track_appeal on lingxi_appeal_track (appeal_id, create_time);
create index lingxi_appeal_track_tenant on lingxi_appeal_track (tenant_id, create_time);

create table lingxi_appeal_light (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  f_dis_id bigint not null,
  f_light_code varchar(8) not null,
  f_light_name varchar(16) not null,
  f_reason_code varchar(32) not null,
  f_reason_name varchar(64) not null,
  f_description varchar(500),
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index lingxi_appeal_light_dis on lingxi_appeal_light (f_dis_id) where is_deleted = 0;

create table lingxi_dept_light (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  dept_id bigint not null,
  flight varchar(8) not null,
  flight_reason varchar(500) not null,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index lingxi_dept_light_dept on lingxi_dept_light (tenant_id, dept_id) where is_deleted = 0;
