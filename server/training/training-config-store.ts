import * as v from 'valibot';
import { TrainingConfigSchema, type TrainingConfig } from '#contracts/certification-training.ts';
import { sanitizePage } from '#server/sanitize-page.ts';
import type { Db } from '../db/database.ts';

/** The config's HTML fields as the server stores them: sanitised with the CMS pages' rules. */
export function sanitizeTrainingConfig(config: TrainingConfig): TrainingConfig {
  return {
    ...config,
    welcomeBody: sanitizePage(config.welcomeBody),
    videoWithQuizSteps: config.videoWithQuizSteps.map((step) => ({
      ...step,
      belowVideoHtml: sanitizePage(step.belowVideoHtml),
      postQuizBody: sanitizePage(step.postQuizBody),
    })),
    readAndAcceptSteps: config.readAndAcceptSteps.map((step) => ({ ...step, termsText: sanitizePage(step.termsText) })),
    congratulationsBody: sanitizePage(config.congratulationsBody),
  };
}

/** The stored config; the seed always writes one, so its absence is a broken database. */
export async function readTrainingConfig(db: Db): Promise<TrainingConfig> {
  const [row] = await db.query<{ config: unknown }>('select config from certification_training_config where id = 1');
  if (!row) throw new Error('No certification training config: run the seed');
  return v.parse(TrainingConfigSchema, row.config);
}

/** Replaces the config, sanitised, and answers it as stored. `userId` is null for the seed. */
export async function saveTrainingConfig(db: Db, config: TrainingConfig, userId: string | null): Promise<TrainingConfig> {
  const stored = sanitizeTrainingConfig(config);
  await db.query(
    `insert into certification_training_config (id, config, updated_by) values (1, $1::jsonb, $2)
     on conflict (id) do update set config = excluded.config, updated_by = excluded.updated_by, updated_at = now()`,
    [JSON.stringify(stored), userId],
  );
  return stored;
}
