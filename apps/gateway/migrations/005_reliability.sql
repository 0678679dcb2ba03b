-- 005: what concurrency and paging rely on.
--
-- 1. Unique keys the engine checks (FieldDef.unique) are also unique indexes, so two concurrent creates
--    of one key cannot both pass the check: the second insert fails (23505) and answers 400.
--    (Created only when the stored rows allow it: an old database with duplicates keeps working.)
do $$
declare
  stmt text;
begin
  foreach stmt in array array[
    'create unique index if not exists blade_role_alias_unique on blade_role (tenant_id, role_alias) where is_deleted = 0',
    'create unique index if not exists blade_top_menu_code_unique on blade_top_menu (tenant_id, code) where is_deleted = 0',
    'create unique index if not exists blade_datasource_name_unique on blade_datasource (name) where is_deleted = 0',
    'create unique index if not exists lingxi_web_enterprise_code_unique on lingxi_web_enterprise (tenant_id, credit_code) where is_deleted = 0',
    'create unique index if not exists lingxi_certified_enterprise_code_unique on lingxi_certified_enterprise (tenant_id, credit_code) where is_deleted = 0'
  ] loop
    begin
      execute stmt;
    exception when unique_violation then
      raise notice 'skipped (duplicates stored): %', stmt;
    end;
  end loop;
end $$;

-- 2. Table versions: every insert, update or delete statement on a resource table adds a row (n = 1)
--    here, committed with it (insert-only: no row lock is shared between writers, so no contention and
--    no deadlock). A table's version is the sum of its rows' n: it grows with every committed write,
--    whatever order transactions commit in (the largest id would not: a transaction holding a smaller
--    id may commit after a larger one is seen). The gateways merge a table's rows into one carrying
--    their sum (the version stays the same), and cache a list's total and page anchors
--    (src/resource/pages.ts), the roles and the permission codes (src/auth.ts, src/menu.ts) under the
--    version, read in the same statement as the data: a cached figure is never used after a change.
create table lingxi_change (
  id bigint generated always as identity primary key,
  table_name text not null,
  n bigint not null default 1
);
create index lingxi_change_table on lingxi_change (table_name);

create function lingxi_touch() returns trigger language plpgsql as $$
begin
  insert into lingxi_change (table_name) values (tg_table_name);
  return null;
end $$;

do $$
declare
  t text;
begin
  foreach t in array array[
    'blade_tenant', 'blade_client', 'blade_role', 'blade_user', 'blade_menu', 'blade_role_menu', 'blade_param',
    'blade_dict', 'blade_dict_biz', 'lingxi_basecode_general', 'blade_region', 'blade_role_scope', 'blade_top_menu',
    'blade_top_menu_setting', 'blade_post', 'blade_scope_data', 'blade_scope_api', 'blade_dept', 'blade_datasource',
    'blade_sms', 'blade_oss', 'blade_attach', 'blade_notice', 'lingxi_blog', 'lingxi_report', 'lingxi_message',
    'lingxi_message_user', 'lingxi_project', 'lingxi_project_enterprise', 'lingxi_area_enterprise',
    'lingxi_web_enterprise', 'lingxi_service_resource', 'lingxi_certified_enterprise', 'lingxi_register_user',
    'lingxi_business_notice', 'lingxi_user_system', 'lingxi_user_system_bind', 'blade_code'
  ] loop
    execute format(
      'create trigger lingxi_change after insert or update or delete or truncate on %I for each statement execute function lingxi_touch()',
      t);
  end loop;
end $$;
