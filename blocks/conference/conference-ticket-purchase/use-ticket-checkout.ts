import { useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { Message } from '#api/messages.ts';
import { useSave } from '#api/use-save.ts';
import { refreshOrderEndpoint } from '#contracts/commerce.ts';
import { conferenceOrderItemsEndpoint, type TicketDraft } from '#contracts/conference.ts';
import { useHostConfig, useLeaveTo } from '#host/host-context.tsx';
import { loginPath } from '#host/navigation.ts';
import { orderItems } from './ticket-drafts.ts';
import {
  blockingMessages,
  failureMessage,
  serverFieldErrors,
  validateDrafts,
  validationMessages,
  withoutError,
  type TicketErrors,
} from './ticket-messages.ts';

/** 'leaving': the tickets are in the cart (or the session ended) and the page is on its way out. */
export type CheckoutState = 'idle' | 'invalid' | 'submitting' | 'refused' | 'failed' | 'leaving';

/** What the last checkout came to, and what it left to show: field errors and the banner's problems. */
interface Outcome {
  state: Exclude<CheckoutState, 'submitting'>;
  errors: TicketErrors;
  problems: readonly Message[];
}

const NOTHING: Outcome = { state: 'idle', errors: {}, problems: [] };

/**
 * Checks every ticket, sends them to the order (useSave), refreshes it and goes to the cart.
 * Problems (the rules', or the server's cart blockers and validator messages) go to the screen's
 * error banner (`problems`) and the fields they name; the tickets as typed stay. A click while
 * sending is ignored (useSave).
 */
export function useTicketCheckout({ onRefused, unknownError }: { onRefused: () => void; unknownError: string }) {
  const api = useApiClient();
  const { routes } = useHostConfig();
  const leave = useLeaveTo();
  const [outcome, setOutcome] = useState<Outcome>(NOTHING);
  // Its answer: the messages that keep the tickets from the cart, none when they are in it.
  const order = useSave({
    send: async (drafts: readonly TicketDraft[]): Promise<readonly Message[]> => {
      const added = await api.request(conferenceOrderItemsEndpoint, { json: { items: orderItems(drafts) } });
      const problems = blockingMessages(added.messages);
      if (problems.length > 0) return problems;
      // The tickets are in the order now; a failed refresh only leaves totals for the cart to compute.
      const refreshed = await api.request(refreshOrderEndpoint).catch(() => null);
      return blockingMessages(refreshed?.messages ?? []);
    },
  });

  function refuse(state: Outcome['state'], errors: TicketErrors, problems: readonly Message[]) {
    setOutcome({ state, errors, problems });
    onRefused();
  }

  function leaveFor(path: string) {
    setOutcome({ ...NOTHING, state: 'leaving' });
    leave(path);
  }

  async function checkout(drafts: readonly TicketDraft[]) {
    const invalid = validateDrafts(drafts);
    if (Object.keys(invalid).length > 0) {
      refuse('invalid', invalid, validationMessages(invalid));
      return;
    }
    setOutcome(NOTHING);
    const sent = await order.save(drafts);
    if (sent.status === 'skipped') return;
    if (sent.status === 'saved') {
      if (sent.data.length === 0) leaveFor(routes.conferenceCart);
      else refuse('refused', serverFieldErrors(sent.data, drafts), sent.data);
      return;
    }
    const { failure } = sent;
    if (failure.kind === 'signed-out') {
      leaveFor(loginPath(routes, routes.conferencePurchase));
      return;
    }
    const problems = failure.kind === 'invalid' ? failure.messages : [];
    if (problems.length > 0) refuse('refused', serverFieldErrors(problems, drafts), problems);
    else refuse('failed', {}, [failureMessage(unknownError)]);
  }

  return {
    state: order.status === 'pending' ? 'submitting' : outcome.state,
    errors: outcome.errors,
    problems: outcome.problems,
    checkout,
    /** The person changed the field at `key`: its highlight goes. */
    forget: (key: string) => setOutcome((current) => ({ ...current, errors: withoutError(current.errors, key) })),
    /** The banner's close X: the problems go; the fields they name keep their highlight until changed. */
    dismiss: () => setOutcome((current) => ({ ...current, problems: [] })),
  };
}
