import type { TrainingUserStatus } from '#contracts/certification-training.ts';
import type { Db } from '../db/database.ts';

const NOT_STARTED: TrainingUserStatus = { completedFinalStep: false, highestCompletedStepIndex: -1 };

const SELECT_STATUS = `select completed_final_step as "completedFinalStep", highest_completed_step_index as "highestCompletedStepIndex"
  from certification_training_status where user_id = $1`;

export async function readTrainingStatus(db: Db, userId: string): Promise<TrainingUserStatus> {
  const [row] = await db.query<TrainingUserStatus>(SELECT_STATUS, [userId]);
  return row ?? NOT_STARTED;
}

/**
 * Reads the status locked for this transaction, so two Continue clicks at once cannot both
 * complete the same step; a learner who never started gets a row first.
 */
export async function lockTrainingStatus(tx: Db, userId: string): Promise<TrainingUserStatus> {
  await tx.query(
    `insert into certification_training_status (user_id, highest_completed_step_index) values ($1, -1)
     on conflict (user_id) do nothing`,
    [userId],
  );
  const [row] = await tx.query<TrainingUserStatus>(`${SELECT_STATUS} for update`, [userId]);
  return row ?? NOT_STARTED;
}

/** Stores the new status; completing the final step certifies the user (what user-is-certified reads). */
export async function saveTrainingStatus(tx: Db, userId: string, status: TrainingUserStatus): Promise<void> {
  await tx.query(
    `update certification_training_status set highest_completed_step_index = $2, completed_final_step = $3, updated_at = now()
     where user_id = $1`,
    [userId, status.highestCompletedStepIndex, status.completedFinalStep],
  );
  if (status.completedFinalStep) await tx.query('update users set certified = true where id = $1', [userId]);
}
