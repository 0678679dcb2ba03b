-- Issue 23: a comment the server writes into an appeal's journal also goes as a code and its parameters
-- (JSON text), so that the console words it in the user's language; `comment` keeps the Chinese text.
alter table lingxi_appeal_track add column comment_code varchar(32);
alter table lingxi_appeal_track add column comment_params varchar(4000);
