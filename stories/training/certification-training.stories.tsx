import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import block from '../../blocks/training/certification-training/index.ts';
import { TrainingRoutes } from '../../blocks/training/certification-training/certification-training.tsx';
import captionsUrl from '../../server/site-videos/media/morning-smoothie.vtt?url';
import videoUrl from '../../server/site-videos/media/morning-smoothie-640.webm?url';
import type { TrainingUserStatus } from '#contracts/certification-training.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import {
  CHECK_QUIZ,
  CONFIG,
  LEARNER,
  learnerCourse,
  progress,
  RIGHT_ANSWERS,
  SAVE,
  STATUS,
  trainingVideo,
} from '../../tests/fixtures/training/certification-training.ts';

const COMMUNICATION_ERROR =
  'An error occurred while communicating with servers. Please ensure you are logged in and connected to the internet. Then try again.';

/** The course at an address in memory (the block's own router reads the browser's). */
function TrainingAt({ path, testFlag }: { path: string; testFlag: string }) {
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <Router hook={location.hook}>
      <TrainingRoutes userId={LEARNER.id} testFlag={testFlag} />
    </Router>
  );
}

const course = learnerCourse(trainingVideo(videoUrl, captionsUrl));

const server = (status: TrainingUserStatus, routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({
    [CONFIG]: () => ({ data: course }),
    [STATUS]: () => ({ data: status }),
    [SAVE]: (request) => {
      const { highestCompletedStepIndex, completedFinalStep } = request.body as TrainingUserStatus;
      return { data: { highestCompletedStepIndex, completedFinalStep } };
    },
    [CHECK_QUIZ]: (request) =>
      (request.body as { answers: number[] }).answers.every((answer, i) => answer === RIGHT_ANSWERS[i])
        ? { data: { passed: true } }
        : {
            status: 422,
            messages: [{ type: 'error', source: 'answers', code: 'quizIncorrect', value: 'Not all answers were correct.' }],
          },
    ...routes,
  }));

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 2 });
const answer = async (canvasElement: HTMLElement, choices: string[]) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Take Quiz' }));
  for (const choice of choices) await userEvent.click(canvas.getByRole('radio', { name: choice }));
  await userEvent.click(canvas.getByRole('button', { name: 'Check my answers' }));
};

const meta = {
  title: 'Training/certification-training',
  component: TrainingAt,
  args: { path: '/step/0', testFlag: '' },
  parameters: { pageConfig: { user: LEARNER } },
  decorators: [server(progress(-1))],
} satisfies Meta<typeof TrainingAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Welcome: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Welcome to distributor certification');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Step 1 of 4');
  },
};

export const Loading: Story = {
  decorators: [server(progress(-1), { [STATUS]: never })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the training…');
  },
};

export const LoadFailed: Story = {
  decorators: [server(progress(-1), { [CONFIG]: () => ({ status: 503 }) })],
  play: async ({ canvasElement }) => {
    // The page's query cache tries a failed read once more before it gives up.
    await expect(await within(canvasElement).findByText(COMMUNICATION_ERROR, {}, { timeout: 4000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The block itself (its steps kept inside it): a visitor is asked to log in before any route is touched. */
export const LoggedOut: Story = {
  parameters: { pageConfig: { user: null } },
  render: () => <block.component stepsInAddress={false} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You must be logged in before you can take the certification training.'),
    ).toBeVisible();
  },
};

export const JumpRefused: Story = {
  args: { path: '/step/3' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Welcome to distributor certification');
    await expect(
      within(canvasElement).getByText('Step 4 opens once the steps before it are complete. You are on your next step.'),
    ).toBeVisible();
  },
};

export const QuizNotStarted: Story = {
  args: { path: '/step/1' },
  decorators: [server(progress(0))],
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Sharing a recipe');
    await expect(canvasElement.querySelector('video track[kind="captions"]')).not.toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const QuizTaking: Story = {
  args: { path: '/step/1' },
  decorators: [server(progress(0))],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Take Quiz' }));
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(4);
  },
};

export const QuizIncorrect: Story = {
  args: { path: '/step/1' },
  decorators: [server(progress(0))],
  play: async ({ canvasElement }) => {
    await answer(canvasElement, ['Ice', 'What its label says']);
    await expect(await within(canvasElement).findByText('Not all answers were correct. Please try again.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const QuizPassed: Story = {
  args: { path: '/step/1' },
  decorators: [server(progress(0))],
  play: async ({ canvasElement }) => {
    await answer(canvasElement, ['A banana', 'What its label says']);
    await expect(await within(canvasElement).findByText('You passed the quiz. All your answers are correct.')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

export const ReadAndAccept: Story = {
  args: { path: '/step/2' },
  decorators: [server(progress(1))],
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Distributor code of conduct');
    await expect(within(canvasElement).getByRole('checkbox')).not.toBeChecked();
  },
};

export const AcceptRequired: Story = {
  args: { path: '/step/2' },
  decorators: [server(progress(1))],
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await expect(within(canvasElement).getByText('You must check the box before continuing.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { path: '/step/2' },
  decorators: [server(progress(1), { [SAVE]: never })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { path: '/step/2' },
  decorators: [server(progress(1), { [SAVE]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(COMMUNICATION_ERROR)).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Congratulations: Story = {
  args: { path: '/step/3' },
  decorators: [server(progress(2, true))],
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Congratulations, you are certified!');
    await expect(within(canvasElement).getByText('Training complete: your certification is saved.')).toBeVisible();
    const marks = [...canvasElement.querySelectorAll('.cmsb-training__step')].map((step) => step.getAttribute('data-mark'));
    await expect(marks).toEqual(['done', 'done', 'done', 'current']);
  },
};

export const TestMode: Story = {
  args: { path: '/step/2', testFlag: '#test' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Distributor code of conduct');
    await waitFor(() => expect(within(canvasElement).getAllByRole('link')).toHaveLength(4));
  },
};
