import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  CertificationTraining,
  TrainingRoutes,
} from '../../../../blocks/training/certification-training/certification-training.tsx';
import type { TrainingUserStatus } from '#contracts/certification-training.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  CHECK_QUIZ,
  CONFIG,
  LEARNER,
  learnerCourse,
  progress,
  RIGHT_ANSWERS,
  SAVE,
  STATUS,
} from '../../../fixtures/training/certification-training.ts';

const COMMUNICATION_ERROR =
  'An error occurred while communicating with servers. Please ensure you are logged in and connected to the internet. Then try again.';

/** The learner's stored status: read, and moved on by each save. */
function statusStore(status: TrainingUserStatus) {
  let stored = status;
  return {
    read: (() => ({ data: stored })) satisfies FakeHandler,
    save: ((request) => {
      const { highestCompletedStepIndex, completedFinalStep } = request.body as TrainingUserStatus;
      stored = { highestCompletedStepIndex, completedFinalStep };
      return { data: stored };
    }) satisfies FakeHandler,
  };
}

/** The server: the course, the learner's status and its saves, the quiz check; `routes` replace any. */
function server(status: TrainingUserStatus, routes: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  const store = statusStore(status);
  return {
    [CONFIG]: () => ({ data: learnerCourse() }),
    [STATUS]: store.read,
    [SAVE]: store.save,
    [CHECK_QUIZ]: (request) => {
      const { answers } = request.body as { answers: number[] };
      return answers.every((answer, i) => answer === RIGHT_ANSWERS[i])
        ? { data: { passed: true } }
        : { status: 422, messages: [{ type: 'error', source: 'answers', code: 'quizIncorrect', value: 'x' }] };
    },
    ...routes,
  };
}

/** The course's routes on an address in memory, outside test mode. */
function renderTraining(path: string, routes: Record<string, FakeHandler>) {
  const location = memoryLocation({ path, record: true });
  const view = renderIslands(
    <Router hook={location.hook}>
      <TrainingRoutes userId={LEARNER.id} testFlag="" />
    </Router>,
    routes,
    { user: LEARNER },
  );
  return { ...view, history: location.history };
}

const heading = () => screen.findByRole('heading', { level: 2 });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const choose = (question: string, choice: string) =>
  userEvent.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }));

describe('the certification training', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('leads the root to step 0, and a load on to the step after the highest completed one', async () => {
    const { history } = renderTraining('/', server(progress(0)));
    expect(await heading()).toHaveTextContent('Sharing a recipe');
    // Both redirects replace the entry, so Back does not bounce the learner between them.
    expect(history).toEqual(['/step/1']);
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 4: Sharing a recipe');
  });

  it('refuses a jump past the allowed step and says so', async () => {
    const { history } = renderTraining('/step/2', server(progress(-1)));
    expect(await heading()).toHaveTextContent('Welcome to distributor certification');
    expect(history.at(-1)).toBe('/step/0');
    expect(screen.getByText('Step 3 opens once the steps before it are complete. You are on your next step.')).toBeVisible();
    const steps = screen.getByRole('navigation', { name: 'Training steps' });
    expect(within(steps).getAllByRole('link')).toHaveLength(1);
    expect(within(steps).getByRole('link')).toHaveAttribute('aria-current', 'step');
  });

  it('takes the quiz: unanswered questions, a wrong answer, then a pass; Continue saves the answers', async () => {
    const { calls } = renderTraining('/step/1', server(progress(0)));
    expect(await heading()).toHaveTextContent('Sharing a recipe');
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Take Quiz' }));
    expect(screen.getByRole('heading', { name: 'Quiz' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(screen.getByText('Not all answers were correct. Please try again.')).toBeVisible();
    expect(screen.getAllByText('Choose an answer.')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Ice' })).toHaveFocus();
    expect(calls('POST', '/api/v2/certification-training/quiz-answers/1')).toHaveLength(0);

    await choose('What goes into the blender first?', 'Ice');
    await choose('What may you say about a product?', 'What its label says');
    await userEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    await waitFor(() => expect(calls('POST', '/api/v2/certification-training/quiz-answers/1')).toHaveLength(1));
    expect(await screen.findByText('Not all answers were correct. Please try again.')).toBeVisible();
    expect(continueButton()).toBeDisabled();

    await choose('What goes into the blender first?', 'A banana');
    await userEvent.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('You passed the quiz. All your answers are correct.')).toBeVisible();
    expect(screen.getAllByText('Correct')).toHaveLength(2);
    expect(screen.getByText('Well done: let the label speak for the product.')).toBeVisible();

    await userEvent.click(continueButton());
    expect(await heading()).toHaveTextContent('Distributor code of conduct');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(calls('PUT', `/api/v2/certification-training/user-status/${LEARNER.id}`).map((r) => r.body)).toEqual([
      { highestCompletedStepIndex: 1, completedFinalStep: false, answers: [1, 0] },
    ]);
  });

  it('needs the box checked; a failed save keeps the learner on the step, and Continue retries', async () => {
    let failures = 1;
    const store = statusStore(progress(1));
    const { calls } = renderTraining(
      '/step/2',
      server(progress(1), {
        [STATUS]: store.read,
        [SAVE]: (request) => (failures-- > 0 ? { status: 500 } : store.save(request)),
      }),
    );
    expect(await heading()).toHaveTextContent('Distributor code of conduct');
    await userEvent.click(continueButton());
    expect(screen.getByText('You must check the box before continuing.')).toBeVisible();
    const box = screen.getByRole('checkbox', { name: 'I have read the code of conduct and I accept it.' });
    expect(box).toHaveFocus();
    expect(calls('PUT', `/api/v2/certification-training/user-status/${LEARNER.id}`)).toHaveLength(0);

    await userEvent.click(box);
    await userEvent.click(continueButton());
    expect(await screen.findByText(COMMUNICATION_ERROR)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Distributor code of conduct');
    expect(box).toBeChecked();

    await userEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Congratulations, you are certified!' })).toBeVisible();
    expect(screen.getByText('Training complete: your certification is saved.')).toBeVisible();
    const saves = calls('PUT', `/api/v2/certification-training/user-status/${LEARNER.id}`).map((r) => r.body);
    expect(saves).toEqual([
      { highestCompletedStepIndex: 2, completedFinalStep: true, accepted: true },
      { highestCompletedStepIndex: 2, completedFinalStep: true, accepted: true },
    ]);
  });

  it("shows the server's refusal of an out-of-order save and reloads the progress", async () => {
    const { calls } = renderTraining(
      '/step/0',
      server(progress(-1), {
        [SAVE]: () => ({
          status: 409,
          messages: [
            { type: 'error', source: 'highestCompletedStepIndex', code: 'notNextStep', value: 'Complete the steps in order.' },
          ],
        }),
      }),
    );
    expect(await heading()).toHaveTextContent('Welcome to distributor certification');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Complete the steps in order.')).toBeVisible();
    await waitFor(() => expect(calls('GET', `/api/v2/certification-training/user-status/${LEARNER.id}`)).toHaveLength(2));
  });

  it('goes back to a done step without saving it again', async () => {
    const { calls } = renderTraining('/step/2', server(progress(1)));
    expect(await heading()).toHaveTextContent('Distributor code of conduct');
    const steps = screen.getByRole('navigation', { name: 'Training steps' });
    await userEvent.click(within(steps).getByRole('link', { name: /Sharing a recipe/ }));
    expect(await heading()).toHaveTextContent('Sharing a recipe');
    expect(screen.getByText('You have already passed this quiz.')).toBeVisible();
    await userEvent.click(continueButton());
    expect(await heading()).toHaveTextContent('Distributor code of conduct');
    expect(calls('PUT', `/api/v2/certification-training/user-status/${LEARNER.id}`)).toHaveLength(0);
  });

  it('in test mode (#test in the address) opens any step, lets Continue past the box and saves nothing', async () => {
    // The block itself, on the browser's address: the page's path, the step route and the flag.
    window.history.replaceState(null, '', '/distributor-certification-training/step/2#test');
    const { calls } = renderIslands(<CertificationTraining />, server(progress(-1)), { user: LEARNER });
    expect(await heading()).toHaveTextContent('Distributor code of conduct');
    expect(screen.getByText(/Test mode: every step is open/)).toBeVisible();
    const links = within(screen.getByRole('navigation', { name: 'Training steps' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [0, 1, 2, 3].map((step) => `/distributor-certification-training/step/${step}#test`),
    );
    await userEvent.click(continueButton());
    expect(await heading()).toHaveTextContent('Congratulations, you are certified!');
    expect(window.location.pathname + window.location.hash).toBe('/distributor-certification-training/step/3#test');
    expect(calls('PUT', `/api/v2/certification-training/user-status/${LEARNER.id}`)).toHaveLength(0);
  });

  it('renders the course HTML sanitised', async () => {
    const { container } = renderTraining('/step/0', server(progress(-1)));
    expect(await screen.findByText('Two short steps.')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  });

  it('says so when the course cannot be loaded, and Try again loads it', async () => {
    let failures = 1;
    renderTraining(
      '/step/0',
      server(progress(-1), { [CONFIG]: () => (failures-- > 0 ? { status: 503 } : { data: learnerCourse() }) }),
    );
    expect(await screen.findByText(COMMUNICATION_ERROR)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toHaveTextContent('Welcome to distributor certification');
  });

  it('asks a visitor to log in and come back, leaving the address alone', () => {
    window.history.replaceState(null, '', '/distributor-certification-training');
    renderIslands(<CertificationTraining />, server(progress(-1)), { user: null });
    expect(screen.getByText('You must be logged in before you can take the certification training.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirect=/distributor-certification-training',
    );
    expect(window.location.pathname).toBe('/distributor-certification-training');
  });

  it('sends a learner whose session ended to log in, coming back to the training', async () => {
    window.history.replaceState(null, '', '/distributor-certification-training');
    const { leaveTo } = renderIslands(
      <CertificationTraining stepsInAddress={false} />,
      server(progress(0), { [STATUS]: () => ({ status: 401 }) }),
      { user: LEARNER },
    );
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith('/login?redirect=/distributor-certification-training', { replace: true }),
    );
    expect(screen.queryByText(COMMUNICATION_ERROR)).toBeNull();
  });

  it('keeps its steps inside the block when told to, so the page keeps its address', async () => {
    window.history.replaceState(null, '', '/blocks');
    renderIslands(<CertificationTraining stepsInAddress={false} />, server(progress(0)), { user: LEARNER });
    expect(await heading()).toHaveTextContent('Sharing a recipe');
    expect(window.location.pathname).toBe('/blocks');
  });
});
