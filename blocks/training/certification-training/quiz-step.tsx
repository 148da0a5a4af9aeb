import { communicationErrorText } from '#api/errors/api-error.ts';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { LearnerVideoWithQuizStep } from '#contracts/certification-training.ts';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { SafeHtml } from '#ui/safe-html.tsx';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { ContinueBar } from './continue-bar.tsx';
import { trainingLabels } from './labels.ts';
import { unansweredQuestions } from './training-rules.ts';
import type { useContinue } from './use-continue.ts';
import { useQuizCheck } from './use-training.ts';

/** Accounts spec 4: a quiz is not started, being taken (after Take Quiz) or passed. */
type QuizPhase = 'not-started' | 'taking' | 'passed';

interface QuizStepProps {
  step: LearnerVideoWithQuizStep;
  stepIndex: number;
  /** The step was completed before: its quiz counts as passed. */
  done: boolean;
  testMode: boolean;
  next: ReturnType<typeof useContinue>;
}

/**
 * The quiz under a step's video. The server checks the answers (the learner's browser never has
 * them); once passed, each answer shows as correct, the post-quiz text appears and Continue
 * saves the step with the answers, which the server checks again.
 */
export function QuizStep({ step, stepIndex, done, testMode, next }: QuizStepProps) {
  const labels = useLabels(trainingLabels);
  const questions = step.quizQuestions;
  const [phase, setPhase] = useState<QuizPhase>(done ? 'passed' : 'not-started');
  const [answers, setAnswers] = useState<(number | null)[]>(() => questions.map(() => null));
  const [missing, setMissing] = useState<readonly number[]>([]);
  // Some questions were left unanswered: the spec's quiz message, with no call made.
  const [unanswered, setUnanswered] = useState(false);
  const check = useQuizCheck(stepIndex);
  // The server's 422 says the answers are wrong (the same message); any other failure is the communication error.
  const incorrect = unanswered || check.failure?.kind === 'invalid';
  const failed = check.failure !== null && check.failure.kind !== 'invalid';
  const form = useRef<HTMLFormElement>(null);
  const quizHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const id = useId();

  useEffect(() => {
    if (phase !== 'not-started') quizHeading.current?.focus();
  }, [phase]);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const left = unansweredQuestions(answers, questions.length);
    setMissing(left);
    setUnanswered(left.length > 0);
    if (left.length > 0) {
      check.reset();
      // The first unanswered question takes the focus.
      focusAfterRender(() => form.current?.querySelector<HTMLInputElement>('[data-missing] input')?.focus());
      return;
    }
    void check.save(answers).then((outcome) => {
      if (outcome.status === 'saved') setPhase('passed');
    });
  };

  const continueBar = (
    <ContinueBar
      next={next}
      disabled={phase !== 'passed' && !testMode}
      onContinue={() => next.advance(done ? {} : { answers })}
    />
  );

  if (phase === 'not-started') {
    return (
      <div className="cmsb-training__quiz" data-phase={phase}>
        <p>
          <Button onClick={() => setPhase('taking')}>{labels.takeQuiz}</Button>
        </p>
        {continueBar}
      </div>
    );
  }

  const heading = (
    <h3 ref={quizHeading} tabIndex={-1} className="cmsb-training__quiz-heading">
      {labels.quizHeading}
    </h3>
  );
  if (phase === 'passed') {
    const taken = answers.every((answer) => answer !== null);
    return (
      <div className="cmsb-training__quiz" data-phase={phase}>
        {heading}
        <Alert type="success">{taken ? labels.passed : labels.quizDone}</Alert>
        {taken && (
          <ol className="cmsb-training__answers">
            {questions.map((question, i) => (
              <li key={i}>
                <p className="cmsb-training__question">{question.questionText}</p>
                <p>
                  {labels.yourAnswer}: <strong>{question.choices[answers[i] ?? 0]?.choiceText}</strong>{' '}
                  <span className="cmsb-training__correct">{labels.correct}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
        <SafeHtml html={step.postQuizBody} className="cmsb-training__html" />
        {continueBar}
      </div>
    );
  }

  return (
    <div className="cmsb-training__quiz" data-phase={phase}>
      {heading}
      <form ref={form} noValidate onSubmit={onSubmit} aria-busy={check.status === 'pending'}>
        <ol className="cmsb-training__questions">
          {questions.map((question, q) => {
            const invalid = missing.includes(q);
            const errorId = `${id}-q${q}-error`;
            return (
              <li key={q}>
                <fieldset
                  className="cmsb-training__question-set"
                  data-missing={invalid || undefined}
                  aria-describedby={invalid ? errorId : undefined}
                >
                  <legend className="cmsb-training__question">{question.questionText}</legend>
                  {question.choices.map((choice, c) => (
                    <label key={c} className="cmsb-training__choice">
                      <input
                        type="radio"
                        name={`${id}-q${q}`}
                        value={c}
                        checked={answers[q] === c}
                        disabled={check.status === 'pending'}
                        onChange={() => {
                          setAnswers((current) => current.map((answer, i) => (i === q ? c : answer)));
                          setMissing((current) => current.filter((i) => i !== q));
                        }}
                      />
                      {choice.choiceText}
                    </label>
                  ))}
                  {invalid && (
                    <p id={errorId} className="cmsb-training__question-error">
                      {labels.chooseAnswer}
                    </p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
        {incorrect && <Alert type="warning">{labels.quizIncorrect}</Alert>}
        {failed && (
          <ErrorBanner message={communicationErrorText(check.failure, labels.communicationError)} onClose={check.reset} />
        )}
        <p>
          <Button type="submit" busy={check.status === 'pending'}>
            {check.status === 'pending' ? labels.checking : labels.submitAnswers}
          </Button>
        </p>
      </form>
      {continueBar}
    </div>
  );
}
