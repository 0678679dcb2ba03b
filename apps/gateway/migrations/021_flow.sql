-- Workflow (issue 21): models, deployments (one row per deployed version of a process key), instances
-- with bpmn-engine's state, their user tasks, their history, and the leave requests that start one.
-- An instance's state, its task rows and its history change in one transaction per step
-- (src/services/flow/store.ts); `row_version` of an instance and a task makes concurrent steps and claims
-- exclusive (a conditional update: one wins, the other is answered with a message).

create table lingxi_flow_model (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  model_key varchar(64) not null,
  name varchar(255) not null,
  description varchar(500),
  xml text not null,
  -- the deployed version the model last became (0: never deployed)
  deployed_version int not null default 0,
  row_version int not null default 1,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0
);
create unique index lingxi_flow_model_key on lingxi_flow_model (tenant_id, model_key) where is_deleted = 0;

create table lingxi_flow_deployment (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  process_key varchar(64) not null,
  name varchar(255) not null,
  description varchar(500),
  version int not null,
  category varchar(64),
  resource_name varchar(255) not null,
  xml text not null,
  -- the user tasks' people and the start event's initiator variable, as read at deploy (model.ts)
  definition text not null,
  -- 'active' or 'suspended'
  state varchar(16) not null default 'active',
  model_id bigint,
  create_user bigint,
  create_dept bigint,
  create_time timestamptz not null default now(),
  update_user bigint,
  update_time timestamptz not null default now(),
  status int not null default 1,
  is_deleted int not null default 0,
  constraint lingxi_flow_deployment_state check (state in ('active', 'suspended'))
);
create unique index lingxi_flow_deployment_version on lingxi_flow_deployment (tenant_id, process_key, version);
create index lingxi_flow_deployment_tenant on lingxi_flow_deployment (tenant_id, is_deleted);

create table lingxi_flow_instance (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  deployment_id bigint not null,
  process_key varchar(64) not null,
  process_name varchar(255) not null,
  -- the business record it serves: 'lingxi_flow_leave:<id>' for a leave request
  business_key varchar(128),
  title varchar(255),
  starter_id bigint not null,
  starter_name varchar(64),
  -- 'running', 'completed', 'deleted'
  state varchar(16) not null default 'running',
  -- the end event reached (id and name) once completed
  end_activity_id varchar(64),
  end_activity_name varchar(255),
  delete_reason varchar(500),
  variables text not null default '{}',
  -- bpmn-engine's getState() after the last step
  engine_state text not null,
  row_version int not null default 1,
  start_time timestamptz not null default now(),
  end_time timestamptz,
  create_time timestamptz not null default now(),
  update_time timestamptz not null default now(),
  constraint lingxi_flow_instance_state check (state in ('running', 'completed', 'deleted'))
);
create index lingxi_flow_instance_tenant on lingxi_flow_instance (tenant_id, state);
create index lingxi_flow_instance_starter on lingxi_flow_instance (starter_id);
create index lingxi_flow_instance_deployment on lingxi_flow_instance (deployment_id, state);

create table lingxi_flow_task (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  instance_id bigint not null,
  deployment_id bigint not null,
  execution_id varchar(128) not null,
  task_key varchar(64) not null,
  name varchar(255) not null,
  assignee_id bigint,
  -- candidate user ids, role aliases and department ids, comma-joined with a comma on each side
  candidate_users varchar(2000) not null default '',
  candidate_groups varchar(2000) not null default '',
  candidate_depts varchar(2000) not null default '',
  -- 'active', 'completed', 'cancelled'
  state varchar(16) not null default 'active',
  -- 'pass' or 'reject' once completed
  outcome varchar(16),
  comment varchar(1000),
  completed_by bigint,
  row_version int not null default 1,
  create_time timestamptz not null default now(),
  claim_time timestamptz,
  end_time timestamptz,
  constraint lingxi_flow_task_state check (state in ('active', 'completed', 'cancelled'))
);
create index lingxi_flow_task_instance on lingxi_flow_task (instance_id);
create index lingxi_flow_task_active on lingxi_flow_task (tenant_id, state);
create index lingxi_flow_task_assignee on lingxi_flow_task (assignee_id, state);

create table lingxi_flow_history (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  instance_id bigint not null,
  task_id bigint,
  activity_id varchar(64),
  activity_name varchar(255),
  -- 'start', 'claim', 'pass', 'reject', 'end', 'delete', 'cancel'
  action varchar(16) not null,
  user_id bigint,
  user_name varchar(64),
  comment varchar(1000),
  create_time timestamptz not null default clock_timestamp()
);
create index lingxi_flow_history_instance on lingxi_flow_history (instance_id, id);

create table lingxi_flow_leave (
  id bigint primary key default nextval('lingxi_id_seq'),
  tenant_id varchar(12) not null,
  instance_id bigint,
  user_id bigint not null,
  user_name varchar(64),
  approver_id bigint not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  days int not null,
  reason varchar(500) not null,
  create_time timestamptz not null default now(),
  update_time timestamptz not null default now(),
  is_deleted int not null default 0
);
create index lingxi_flow_leave_instance on lingxi_flow_leave (instance_id);
