import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  CERTIFICATION_TRAINING_TEXTS as TEXTS,
  checkQuizAnswersEndpoint,
  saveTrainingConfigEndpoint,
  saveTrainingUserStatusEndpoint,
  toLearnerConfig,
  trainingStepAt,
  type LearnerTrainingConfig,
  type TrainingConfig,
  type TrainingUserStatus,
} from '#contracts/certification-training.ts';
import { validateQuiz } from '#validation/quiz.ts';
import { allow, hasRole } from '../auth/guards.ts';
import { resourceToActOn } from '../auth/refusals.ts';
import { isCertified } from '../auth/user-store.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { errorMessage, fieldMessage, respond } from '../http/envelope.ts';
import { readEndpointBody, readParams, tokenSchema } from '../http/validate.ts';
import { readTrainingConfig, saveTrainingConfig } from '../training/training-config-store.ts';
import { nextTrainingStatus, statusInCourse } from '../training/training-progress.ts';
import { lockTrainingStatus, readTrainingStatus, saveTrainingStatus } from '../training/training-status-store.ts';

const UserIdParamsSchema = v.object({ userId: tokenSchema('userId') });
const StepParamsSchema = v.object({
  stepIndex: v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'stepIndex must be a step number.'), v.transform(Number)),
});

/**
 * The user whose status the path names, if the signed-in user may see it (their own; super-users
 * anyone's); else the 404 of anything not theirs, which tells nothing of which user ids exist.
 */
function statusOwner(c: Context<SignedInEnv>): string {
  const { user } = c.var;
  return resourceToActOn(
    'trainingStatus',
    readParams(c, UserIdParamsSchema).userId,
    (id) => id === user.id || hasRole(user, 'admin'),
  );
}

/**
 * Mounted at /api/v2/certification-training (src/contracts/certification-training.ts). The
 * certification check is public (no login), as its path says: a page shows its owner's badge to
 * every visitor. An unknown user is not certified. Everything else needs a signed-in user.
 */
export function certificationRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/public/user-is-certified/:userId', allow('public'), async (c) => {
      const { userId } = readParams(c, UserIdParamsSchema);
      return respond<boolean>(c, 200, await isCertified(db, userId));
    })
    .get('/config', allow('signedIn'), async (c) =>
      respond<LearnerTrainingConfig>(c, 200, toLearnerConfig(await readTrainingConfig(db))),
    )
    .get('/admin/config', allow('admin'), async (c) => respond<TrainingConfig>(c, 200, await readTrainingConfig(db)))
    .put('/config', allow('admin'), async (c) => {
      const config = await readEndpointBody(c, saveTrainingConfigEndpoint);
      return respond<TrainingConfig>(c, 200, await saveTrainingConfig(db, config, c.var.user.id));
    })
    .post('/quiz-answers/:stepIndex', allow('signedIn'), async (c) => {
      const { stepIndex } = readParams(c, StepParamsSchema);
      const step = trainingStepAt(await readTrainingConfig(db), stepIndex);
      if (step?.kind !== 'videoWithQuiz') {
        const text = TEXTS.notAQuizStep.replace('{stepIndex}', String(stepIndex));
        return respond(c, 404, null, [errorMessage('quiz', 'notAQuizStep', text)]);
      }
      const { answers } = await readEndpointBody(c, checkQuizAnswersEndpoint);
      if (validateQuiz(step.step.quizQuestions, answers)) {
        return respond(c, 422, null, [fieldMessage('answers', 'quizIncorrect', TEXTS.quizIncorrect)]);
      }
      return respond(c, 200, { passed: true as const });
    })
    .get('/user-status/:userId', allow('signedIn'), async (c) => {
      const userId = statusOwner(c);
      const [stored, config] = await Promise.all([readTrainingStatus(db, userId), readTrainingConfig(db)]);
      return respond<TrainingUserStatus>(c, 200, statusInCourse(stored, config));
    })
    .put('/user-status/:userId', allow('signedIn'), async (c) => {
      const userId = statusOwner(c);
      const progress = await readEndpointBody(c, saveTrainingUserStatusEndpoint);
      const config = await readTrainingConfig(db);
      const outcome = await db.transaction(async (tx) => {
        const stored = statusInCourse(await lockTrainingStatus(tx, userId), config);
        const next = nextTrainingStatus(config, stored, progress);
        if (next === 'unchanged') return stored;
        if ('status' in next) return next;
        await saveTrainingStatus(tx, userId, next);
        return next;
      });
      if ('status' in outcome) {
        const message =
          outcome.status === 422
            ? fieldMessage(outcome.source, outcome.code, outcome.text)
            : errorMessage(outcome.source, outcome.code, outcome.text);
        return respond(c, outcome.status, null, [message]);
      }
      return respond<TrainingUserStatus>(c, 200, outcome);
    });
}
