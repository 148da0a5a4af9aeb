-- Captcha solutions already used: each solved challenge counts once, until it would have expired anyway.
create table captcha_solutions (
  challenge_id text primary key,
  expires_at timestamptz not null
);
create index captcha_solutions_expires_at_idx on captcha_solutions (expires_at);
