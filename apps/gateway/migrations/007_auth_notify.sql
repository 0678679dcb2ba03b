-- 007: what a gateway's cache of authenticated sessions relies on (src/session-cache.ts).
--
-- Authenticating a request reads a session, its user and the grants' version. A gateway keeps those
-- rows in memory while it listens on the channel `lingxi_auth`; every committed change to a table they
-- come from notifies that channel (the payload is the table's name), on which every gateway listening
-- forgets what it cached. The same statement also marks its own transaction (the transaction-local
-- setting `lingxi.auth_changed`), which the writing gateway reads before it commits: the process that
-- made a change forgets at once, before it answers, not when the notification reaches it.
-- A new session (insert) or a new user changes no cached row: only their updates and deletes notify.
create function lingxi_auth_changed() returns trigger language plpgsql as $$
begin
  perform set_config('lingxi.auth_changed', '1', true);
  perform pg_notify('lingxi_auth', tg_table_name);
  return null;
end $$;

create trigger lingxi_auth_changed after update or delete or truncate on lingxi_session
  for each statement execute function lingxi_auth_changed();
create trigger lingxi_auth_changed after update or delete or truncate on blade_user
  for each statement execute function lingxi_auth_changed();
create trigger lingxi_auth_changed after insert or update or delete or truncate on blade_role
  for each statement execute function lingxi_auth_changed();
create trigger lingxi_auth_changed after insert or update or delete or truncate on blade_menu
  for each statement execute function lingxi_auth_changed();
create trigger lingxi_auth_changed after insert or update or delete or truncate on blade_role_menu
  for each statement execute function lingxi_auth_changed();
