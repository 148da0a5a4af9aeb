import { ACCEPT_MESSAGE, QUIZ_MESSAGE } from './messages.ts';

export interface QuizQuestion {
  choices: readonly { isAcceptable: boolean }[];
}

/** `answers[i]` is the index of the choice picked for question i, or null when none is. */
export function validateQuiz(questions: readonly QuizQuestion[], answers: readonly (number | null | undefined)[]): string | null {
  const allAcceptable = questions.every((question, i) => {
    const answer = answers[i];
    return answer != null && question.choices[answer]?.isAcceptable === true;
  });
  return allAcceptable ? null : QUIZ_MESSAGE;
}

/** Read-and-accept steps need the box checked. */
export function validateAccepted(checked: boolean): string | null {
  return checked ? null : ACCEPT_MESSAGE;
}
