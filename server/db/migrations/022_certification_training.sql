-- The certification training's config (one row: the course administrators edit through the API;
-- see src/contracts/certification-training.ts) and each learner's progress through it.
create table certification_training_config (
  id smallint primary key default 1 check (id = 1),
  config jsonb not null,
  updated_by text references users (id),
  updated_at timestamptz not null default now()
);

create table certification_training_status (
  user_id text primary key references users (id) on delete cascade,
  -- -1 before the welcome step is completed; congratulations (the last step) is never completed.
  highest_completed_step_index integer not null check (highest_completed_step_index >= -1),
  completed_final_step boolean not null default false,
  updated_at timestamptz not null default now()
);
