-- Why a session ended: 'password' when the user's password was changed or reset elsewhere, so the
-- console's re-login check can tell the user (SPEC §4 "Background re-login check").
alter table lingxi_session add column revoke_reason varchar(32);
