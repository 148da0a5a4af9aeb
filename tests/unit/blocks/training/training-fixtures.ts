import type {
  LearnerTrainingConfig,
  TrainingUserStatus,
  TrainingVideo,
} from '../../../../src/contracts/certification-training.ts';

/** The learner's user id and the calls of the training, as the fake server routes name them. */
export const LEARNER = { id: '1002', username: 'distributor', status: 'D' };
export const CONFIG = 'GET /api/v2/certification-training/config';
export const STATUS = `GET /api/v2/certification-training/user-status/${LEARNER.id}`;
export const SAVE = `PUT /api/v2/certification-training/user-status/${LEARNER.id}`;
export const CHECK_QUIZ = 'POST /api/v2/certification-training/quiz-answers/1';

export const trainingVideo = (src = '/media/recipe.webm', captionsSrc = '/media/recipe.vtt'): TrainingVideo => ({
  title: 'A green morning smoothie',
  src,
  captionsSrc,
  captionsLanguage: 'en',
  width: 1280,
  height: 720,
});

/**
 * A short course as a learner gets it: welcome (0), one video-with-quiz step of two questions (1),
 * one read-and-accept step (2, the final step) and congratulations (3).
 */
export const learnerCourse = (video = trainingVideo()): LearnerTrainingConfig => ({
  welcomeHeading: 'Welcome to distributor certification',
  welcomeBody:
    '<p>Two short steps.</p><img src="x" onerror="window.__trainingXss = true"><script>window.__trainingXss = true</script>',
  videoWithQuizSteps: [
    {
      headingText: 'Sharing a recipe',
      video,
      belowVideoHtml: '<p>Watch, then take the quiz.</p>',
      postQuizBody: '<p>Well done: let the label speak for the product.</p>',
      quizQuestions: [
        { questionText: 'What goes into the blender first?', choices: [{ choiceText: 'Ice' }, { choiceText: 'A banana' }] },
        {
          questionText: 'What may you say about a product?',
          choices: [{ choiceText: 'What its label says' }, { choiceText: 'That it cures' }],
        },
      ],
    },
  ],
  readAndAcceptSteps: [
    {
      headingText: 'Distributor code of conduct',
      termsText: '<p>I will make no medical claims.</p>',
      iAcceptText: 'I have read the code of conduct and I accept it.',
    },
  ],
  congratulationsHeading: 'Congratulations, you are certified!',
  congratulationsVideo: null,
  congratulationsBody: '<p>Time for a stretch.</p>',
});

/** A learner who has completed the steps up to `highest` (-1: none). */
export const progress = (highest: number, completedFinalStep = false): TrainingUserStatus => ({
  highestCompletedStepIndex: highest,
  completedFinalStep,
});

/** The right answers of the course's quiz, by choice index. */
export const RIGHT_ANSWERS = [1, 0];
