import * as v from 'valibot';
import { TrainingConfigSchema, type TrainingConfigInput, type TrainingVideo } from '#contracts/certification-training.ts';
import { HOME_VIDEO_CAPTIONS_PATH, HOME_VIDEO_FILE_PATH } from '#contracts/home-video.ts';
import { requestPath } from '#contracts/endpoint.ts';
import { saveTrainingConfig } from '../training/training-config-store.ts';
import type { Db } from './database.ts';

/** One of the recorded home-page videos (server/site-videos/media/, seeded by seed-home-videos.ts), at 1280×720. */
const sampleVideo = (videoId: string, title: string): TrainingVideo => ({
  title,
  src: requestPath(HOME_VIDEO_FILE_PATH, { videoId }, { width: 1280 }),
  captionsSrc: requestPath(HOME_VIDEO_CAPTIONS_PATH, { videoId }),
  captionsLanguage: 'en',
  width: 1280,
  height: 720,
});

/** The right answer at `rightAt` among the wrong ones, so it is not always the first choice. */
const choices = (rightAt: number, right: string, ...wrong: string[]) =>
  [...wrong.slice(0, rightAt), right, ...wrong.slice(rightAt)].map((choiceText) => ({
    choiceText,
    isAcceptable: choiceText === right,
  }));

/** A short real course: welcome, two video-with-quiz steps of three questions, one read-and-accept step, congratulations. */
export const demoTrainingConfig: TrainingConfigInput = {
  welcomeHeading: 'Welcome to distributor certification',
  welcomeBody:
    '<p>This short course shows how to share our products honestly. It has two videos, each followed by a ' +
    'three-question quiz, and our code of conduct to read and accept.</p><p>It takes about ten minutes. ' +
    'Your progress is saved after each step, so you can stop and come back.</p>',
  videoWithQuizSteps: [
    {
      headingText: 'Sharing a recipe',
      video: sampleVideo('morning-smoothie', 'A green morning smoothie'),
      belowVideoHtml:
        '<p>A recipe video shows a product in everyday use. Watch it, then take the quiz: answer what the ' +
        'video shows, and what you may say about it.</p>',
      postQuizBody: '<p>Well done. Show how you use a product; let its label speak for what it does.</p>',
      quizQuestions: [
        {
          questionText: 'What goes into the blender first?',
          choices: choices(1, 'A banana and some berries', 'Ice and milk', 'Oats and honey'),
        },
        {
          questionText: 'What is blended in with the fruit?',
          choices: choices(2, 'A spoon of greens', 'A cup of coffee', 'Nothing else'),
        },
        {
          questionText: 'When you share a recipe, what may you say about a product?',
          choices: choices(
            0,
            'What its label and the company’s materials say',
            'That it cures an illness',
            'Whatever your customers want to hear',
          ),
        },
      ],
    },
    {
      headingText: 'An evening routine',
      video: sampleVideo('evening-routine', 'My evening routine'),
      belowVideoHtml: '<p>A routine shows how a product fits into a day. Watch it, then take the quiz.</p>',
      postQuizBody: '<p>Well done. Share routines you really follow, in your own words.</p>',
      quizQuestions: [
        {
          questionText: 'What goes into the diffuser first?',
          choices: choices(2, 'Water', 'Oil', 'Salt'),
        },
        {
          questionText: 'How many drops of lavender are added?',
          choices: choices(1, 'Three', 'One', 'Ten'),
        },
        {
          questionText: 'A customer asks whether an oil will treat their insomnia. What do you say?',
          choices: choices(
            2,
            'That you cannot give medical advice, and that they should ask their doctor',
            'That it will, if they use enough',
            'That it works for everyone',
          ),
        },
      ],
    },
  ],
  readAndAcceptSteps: [
    {
      headingText: 'Distributor code of conduct',
      termsText:
        '<p>As a distributor I will:</p><ul><li>describe products only as their labels and the company’s ' +
        'materials do, and make no medical claims;</li><li>describe the business honestly, without promising ' +
        'income;</li><li>respect my customers’ privacy and their wish not to be contacted;</li><li>follow the ' +
        'laws of the places where I sell.</li></ul>',
      iAcceptText: 'I have read the code of conduct and I accept it.',
    },
  ],
  congratulationsHeading: 'Congratulations, you are certified!',
  congratulationsVideo: sampleVideo('desk-stretch', 'A two-minute desk stretch'),
  congratulationsBody:
    '<p>You have completed the certification training. Your personal site now shows that you are certified. ' +
    'Time for a stretch!</p>',
};

/** Writes the course only where none is stored, so an administrator's edits survive restarts. */
export async function seedCertificationTraining(db: Db): Promise<void> {
  const [stored] = await db.query<{ id: number }>('select id from certification_training_config');
  if (!stored) await saveTrainingConfig(db, v.parse(TrainingConfigSchema, demoTrainingConfig), null);
}
