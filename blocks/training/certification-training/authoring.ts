import type { BlockAuthoring } from '#runtime/block.ts';
import type { CertificationTrainingPropsSchema } from './index.ts';

export default {
  description:
    'The distributor certification course, one step at a time: a welcome, videos with quizzes, terms to accept and a congratulation. Progress is saved after each step. Visitors who are not logged in are asked to log in.',
  category: 'Training',
  keywords: ['training', 'course', 'certification', 'quiz', 'learning', 'distributor'],
  icon: 'training',
  insertable: true,
  example: { stepsInAddress: false },
} satisfies BlockAuthoring<typeof CertificationTrainingPropsSchema>;
