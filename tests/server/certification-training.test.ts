import * as v from 'valibot';
import { seed } from '../../server/db/seed.ts';
import {
  finalStepIndex,
  LearnerTrainingConfigSchema,
  trainingStepAt,
  trainingStepCount,
  TrainingConfigSchema,
  type TrainingConfig,
  type TrainingProgress,
} from '#contracts/certification-training.ts';
import { readAnswer } from './support/answers.ts';
import { createTestApp, logInAll, type TestApp, callApi, send } from './support/test-app.ts';

const USERS = ['admin', 'distributor', 'riley', 'customer'] as const;
let t: TestApp;
let cookies: Record<(typeof USERS)[number], string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await logInAll(t.app, USERS);
});
afterAll(() => t.close());

type Who = keyof typeof cookies | null;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callApi(t.app, who ? cookies[who] : null, method, path, body);

const BASE = '/api/v2/certification-training';
const CONFIG = `${BASE}/config`;
const ADMIN_CONFIG = `${BASE}/admin/config`;
const status = (userId: string) => `${BASE}/user-status/${userId}`;
const certified = (userId: string) => `${BASE}/public/user-is-certified/${userId}`;
const DISTRIBUTOR = '1002';
const RILEY = '1007';
const CUSTOMER = '1003';

async function adminConfig(): Promise<TrainingConfig> {
  return v.parse(TrainingConfigSchema, (await call('admin', 'GET', ADMIN_CONFIG)).body.data);
}

/** For each question of a quiz step, the first choice that is (or is not) acceptable, read from the stored config as only the server may. */
function answersWhere(config: TrainingConfig, stepIndex: number, acceptable: boolean): number[] {
  const step = trainingStepAt(config, stepIndex);
  if (step?.kind !== 'videoWithQuiz') throw new Error(`step ${stepIndex} has no quiz`);
  return step.step.quizQuestions.map((question) => question.choices.findIndex((choice) => choice.isAcceptable === acceptable));
}
const rightAnswers = (config: TrainingConfig, stepIndex: number) => answersWhere(config, stepIndex, true);
const wrongAnswers = (config: TrainingConfig, stepIndex: number) => answersWhere(config, stepIndex, false);

/** A correct completion of `stepIndex`. */
function completion(config: TrainingConfig, stepIndex: number): TrainingProgress {
  const step = trainingStepAt(config, stepIndex);
  return {
    highestCompletedStepIndex: stepIndex,
    completedFinalStep: stepIndex === finalStepIndex(config),
    ...(step?.kind === 'videoWithQuiz' ? { answers: rightAnswers(config, stepIndex) } : {}),
    ...(step?.kind === 'readAndAccept' ? { accepted: true } : {}),
  };
}

async function resetProgress(userId: string) {
  await t.db.query('delete from certification_training_status where user_id = $1', [userId]);
  await t.db.query('update users set certified = false where id = $1', [userId]);
}

describe('the seeded course', () => {
  it('is welcome, two video-with-quiz steps of three questions, one read-and-accept step and congratulations', async () => {
    const config = await adminConfig();
    expect(config.videoWithQuizSteps).toHaveLength(2);
    expect(config.videoWithQuizSteps.map((step) => step.quizQuestions.length)).toEqual([3, 3]);
    expect(config.readAndAcceptSteps).toHaveLength(1);
    expect(trainingStepCount(config)).toBe(5);
    expect([0, 1, 2, 3, 4, 5].map((index) => trainingStepAt(config, index)?.kind ?? null)).toEqual([
      'welcome',
      'videoWithQuiz',
      'videoWithQuiz',
      'readAndAccept',
      'congratulations',
      null,
    ]);
    expect(config.congratulationsVideo).not.toBeNull();
  });

  it('uses videos and captions the server serves', async () => {
    const config = await adminConfig();
    const videos = [...config.videoWithQuizSteps.map((step) => step.video), config.congratulationsVideo];
    for (const video of videos) {
      if (!video) throw new Error('missing video');
      expect((await t.app.request(video.src)).status).toBe(200);
      const captions = await t.app.request(video.captionsSrc);
      expect(captions.status).toBe(200);
      expect(await captions.text()).toMatch(/^WEBVTT/);
    }
  });

  it('is seeded once: reseeding adds no row and keeps an administrator’s edits', async () => {
    const config = await adminConfig();
    const edited = { ...config, welcomeHeading: 'Edited welcome' };
    expect((await call('admin', 'PUT', CONFIG, edited)).status).toBe(200);
    await seed(t.db);
    const rows = await t.db.query<{ n: number }>('select count(*) as n from certification_training_config');
    expect(rows).toEqual([{ n: 1 }]);
    expect((await adminConfig()).welcomeHeading).toBe('Edited welcome');
    expect((await call('admin', 'PUT', CONFIG, config)).status).toBe(200);
  });
});

describe('GET /config', () => {
  it('gives a signed-in learner the course without the answers', async () => {
    const { status: code, body } = await call('distributor', 'GET', CONFIG);
    expect(code).toBe(200);
    const config = v.parse(LearnerTrainingConfigSchema, body.data);
    expect(config.videoWithQuizSteps[0]?.quizQuestions[0]?.choices.length).toBeGreaterThan(1);
    expect(JSON.stringify(body)).not.toContain('isAcceptable');
  });

  it('refuses a visitor (401)', async () => {
    expect((await call(null, 'GET', CONFIG)).status).toBe(401);
  });
});

describe('GET /admin/config and PUT /config', () => {
  it('are for administrators only (401 signed out, 403 others)', async () => {
    const config = await adminConfig();
    expect((await call(null, 'GET', ADMIN_CONFIG)).status).toBe(401);
    expect((await call('distributor', 'GET', ADMIN_CONFIG)).status).toBe(403);
    expect((await call(null, 'PUT', CONFIG, config)).status).toBe(401);
    const refused = await call('distributor', 'PUT', CONFIG, { ...config, welcomeHeading: 'Hacked' });
    expect(refused.status).toBe(403);
    expect((await adminConfig()).welcomeHeading).toBe(config.welcomeHeading);
  });

  it('saves a valid config with its HTML sanitised, and learners see it', async () => {
    const config = await adminConfig();
    const changed = {
      ...config,
      welcomeBody: '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    };
    const { status: code, body } = await call('admin', 'PUT', CONFIG, changed);
    expect(code).toBe(200);
    expect(v.parse(TrainingConfigSchema, body.data).welcomeBody).toBe('<p>Hello <a>x</a></p>');
    const learner = v.parse(LearnerTrainingConfigSchema, (await call('distributor', 'GET', CONFIG)).body.data);
    expect(learner.welcomeBody).toBe('<p>Hello <a>x</a></p>');
    expect((await call('admin', 'PUT', CONFIG, config)).status).toBe(200);
  });

  it('refuses an invalid config (422) and keeps the stored one', async () => {
    const config = await adminConfig();
    const [first, ...rest] = config.videoWithQuizSteps;
    if (!first) throw new Error('no quiz step');
    const noAcceptable = {
      ...config,
      videoWithQuizSteps: [
        {
          ...first,
          quizQuestions: [
            {
              questionText: 'Q?',
              choices: [
                { choiceText: 'a', isAcceptable: false },
                { choiceText: 'b', isAcceptable: false },
              ],
            },
          ],
        },
        ...rest,
      ],
    };
    const unpassable = await call('admin', 'PUT', CONFIG, noAcceptable);
    expect(unpassable.status).toBe(422);
    expect(unpassable.body.messages).toEqual([
      expect.objectContaining({ value: 'Each question needs at least one acceptable choice.' }),
    ]);
    const badVideo = { ...config, congratulationsVideo: { ...config.congratulationsVideo, src: 'javascript:alert(1)' } };
    expect((await call('admin', 'PUT', CONFIG, badVideo)).status).toBe(422);
    expect((await call('admin', 'PUT', CONFIG, { ...config, welcomeHeading: '  ' })).status).toBe(422);
    expect(await adminConfig()).toEqual(config);
  });
});

describe('POST /quiz-answers/{stepIndex}', () => {
  it('says whether all answers are right, without saying which are wrong', async () => {
    const config = await adminConfig();
    const passed = await call('distributor', 'POST', `${BASE}/quiz-answers/1`, { answers: rightAnswers(config, 1) });
    expect(passed).toMatchObject({ status: 200, body: { data: { passed: true } } });
    const answers = rightAnswers(config, 1);
    answers[2] = wrongAnswers(config, 1)[2] ?? 0;
    const failed = await call('distributor', 'POST', `${BASE}/quiz-answers/1`, { answers });
    expect(failed.status).toBe(422);
    expect(failed.body.messages).toEqual([
      expect.objectContaining({ source: 'answers', value: 'Not all answers were correct. Please try again.' }),
    ]);
    expect((await call('distributor', 'POST', `${BASE}/quiz-answers/1`, { answers: [null, null, null] })).status).toBe(422);
    expect((await call('distributor', 'POST', `${BASE}/quiz-answers/3`, { answers: [0] })).status).toBe(404);
    expect((await call(null, 'POST', `${BASE}/quiz-answers/1`, { answers: rightAnswers(config, 1) })).status).toBe(401);
  });
});

describe('GET and PUT /user-status/{userId}', () => {
  beforeEach(async () => {
    await resetProgress(DISTRIBUTOR);
    await resetProgress(RILEY);
  });

  it('answers a learner who never started with no step completed', async () => {
    expect(await call('distributor', 'GET', status(DISTRIBUTOR))).toMatchObject({
      status: 200,
      body: { data: { completedFinalStep: false, highestCompletedStepIndex: -1 } },
    });
  });

  it("lets users read and change only their own status (401; another's reads as a user id nobody has, 404), super-users anyone's", async () => {
    const config = await adminConfig();
    expect((await call(null, 'GET', status(DISTRIBUTOR))).status).toBe(401);
    expect((await call(null, 'PUT', status(DISTRIBUTOR), completion(config, 0))).status).toBe(401);
    for (const method of ['GET', 'PUT']) {
      const body = method === 'PUT' ? completion(config, 0) : undefined;
      const asRiley = async (userId: string) => readAnswer(await send(t.app, method, status(userId), cookies.riley, body));
      const peek = await asRiley(DISTRIBUTOR);
      expect(peek).toEqual(await asRiley('no-such-user'));
      expect([method, peek.status, JSON.parse(peek.body)]).toEqual([
        method,
        404,
        { data: null, messages: [expect.objectContaining({ code: 'notFound', value: 'There is no such training status.' })] },
      ]);
    }
    expect((await call('customer', 'GET', status(CUSTOMER))).status).toBe(200);
    expect((await call('admin', 'GET', status(DISTRIBUTOR))).status).toBe(200);
    expect((await call('distributor', 'GET', status(DISTRIBUTOR))).body.data).toMatchObject({ highestCompletedStepIndex: -1 });
  });

  it('completes steps one at a time: no skipping ahead, no going back; a repeat is a harmless retry', async () => {
    const config = await adminConfig();
    const skip = await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 1));
    expect(skip.status).toBe(409);
    expect(skip.body.messages).toEqual([
      expect.objectContaining({
        code: 'notNextStep',
        value: 'Complete the steps in order: the next step to complete is step 0.',
      }),
    ]);
    expect((await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 0))).body.data).toEqual({
      completedFinalStep: false,
      highestCompletedStepIndex: 0,
    });
    expect((await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 0))).status).toBe(200);
    expect((await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 2))).status).toBe(409);
    expect((await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 1))).status).toBe(200);
    const back = await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 0));
    expect(back.status).toBe(409);
    expect(back.body.messages).toEqual([expect.objectContaining({ source: 'highestCompletedStepIndex', code: 'notNextStep' })]);
    expect(
      (await call('distributor', 'PUT', status(DISTRIBUTOR), { highestCompletedStepIndex: -1, completedFinalStep: false }))
        .status,
    ).toBe(409);
    expect((await call('distributor', 'GET', status(DISTRIBUTOR))).body.data).toEqual({
      completedFinalStep: false,
      highestCompletedStepIndex: 1,
    });
  });

  it('refuses wrong or missing quiz answers with the spec’s text, storing nothing', async () => {
    const config = await adminConfig();
    await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 0));
    for (const answers of [wrongAnswers(config, 1), [], undefined]) {
      const { status: code, body } = await call('distributor', 'PUT', status(DISTRIBUTOR), {
        highestCompletedStepIndex: 1,
        completedFinalStep: false,
        ...(answers ? { answers } : {}),
      });
      expect(code).toBe(422);
      expect(body.messages).toEqual([
        expect.objectContaining({ source: 'answers', value: 'Not all answers were correct. Please try again.' }),
      ]);
    }
    expect((await call('distributor', 'GET', status(DISTRIBUTOR))).body.data).toMatchObject({ highestCompletedStepIndex: 0 });
  });

  it('requires the box checked on a read-and-accept step', async () => {
    const config = await adminConfig();
    for (const index of [0, 1, 2]) await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, index));
    for (const accepted of [false, undefined]) {
      const { status: code, body } = await call('distributor', 'PUT', status(DISTRIBUTOR), {
        highestCompletedStepIndex: 3,
        completedFinalStep: true,
        ...(accepted === undefined ? {} : { accepted }),
      });
      expect(code).toBe(422);
      expect(body.messages).toEqual([
        expect.objectContaining({ source: 'accepted', value: 'You must check the box before continuing.' }),
      ]);
    }
    expect((await call('distributor', 'GET', status(DISTRIBUTOR))).body.data).toMatchObject({ highestCompletedStepIndex: 2 });
  });

  it('sets the final-step flag only on leaving the step before congratulations, which certifies the learner', async () => {
    const config = await adminConfig();
    expect((await call(null, 'GET', certified(DISTRIBUTOR))).body.data).toBe(false);
    const early = await call('distributor', 'PUT', status(DISTRIBUTOR), { ...completion(config, 0), completedFinalStep: true });
    expect(early.status).toBe(422);
    expect(early.body.messages).toEqual([expect.objectContaining({ source: 'completedFinalStep' })]);
    for (const index of [0, 1, 2]) {
      expect((await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, index))).status).toBe(200);
    }
    expect((await call(null, 'GET', certified(DISTRIBUTOR))).body.data).toBe(false);
    const unflagged = await call('distributor', 'PUT', status(DISTRIBUTOR), {
      ...completion(config, 3),
      completedFinalStep: false,
    });
    expect(unflagged.status).toBe(422);

    const final = await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 3));
    expect(final.body.data).toEqual({ completedFinalStep: true, highestCompletedStepIndex: 3 });
    expect((await call(null, 'GET', certified(DISTRIBUTOR))).body.data).toBe(true);
    expect((await call('distributor', 'GET', status(DISTRIBUTOR))).body.data).toEqual({
      completedFinalStep: true,
      highestCompletedStepIndex: 3,
    });
    const beyond = await call('distributor', 'PUT', status(DISTRIBUTOR), {
      highestCompletedStepIndex: 4,
      completedFinalStep: true,
    });
    expect(beyond.status).toBe(409);
    expect(beyond.body.messages).toEqual([expect.objectContaining({ value: 'You have already completed the training.' })]);
    expect((await call('distributor', 'PUT', status(DISTRIBUTOR), completion(config, 3))).status).toBe(200);
    expect((await call(null, 'GET', certified(RILEY))).body.data).toBe(false);
  });
});

describe('a course made shorter after learners started', () => {
  it('takes a learner past its new final step back to that step, to complete it and be certified', async () => {
    const config = await adminConfig();
    await resetProgress(RILEY);
    for (const index of [0, 1, 2]) {
      expect((await call('riley', 'PUT', status(RILEY), completion(config, index))).status).toBe(200);
    }
    // Without the second quiz the course is welcome, quiz, terms (the final step, 2), congratulations.
    const shorter = { ...config, videoWithQuizSteps: config.videoWithQuizSteps.slice(0, 1) };
    expect((await call('admin', 'PUT', CONFIG, shorter)).status).toBe(200);
    try {
      expect((await call('riley', 'GET', status(RILEY))).body.data).toEqual({
        completedFinalStep: false,
        highestCompletedStepIndex: 1,
      });
      const final = await call('riley', 'PUT', status(RILEY), completion(v.parse(TrainingConfigSchema, shorter), 2));
      expect(final.body.data).toEqual({ completedFinalStep: true, highestCompletedStepIndex: 2 });
      expect((await call(null, 'GET', certified(RILEY))).body.data).toBe(true);
    } finally {
      expect((await call('admin', 'PUT', CONFIG, config)).status).toBe(200);
      await resetProgress(RILEY);
    }
  });
});
