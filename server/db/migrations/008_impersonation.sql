-- Impersonation (switch user): while a super-user impersonates someone, the session's user_id is
-- the impersonated user and impersonator_id the super-user, so switching back is possible.
alter table sessions add column impersonator_id text references users (id) on delete cascade;
