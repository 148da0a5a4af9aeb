import { useRef, useState } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { isApiError } from '../../../src/api/errors/api-error.ts';
import type { Message } from '../../../src/api/messages.ts';
import { refreshOrderEndpoint } from '../../../src/contracts/commerce.ts';
import { conferenceOrderItemsEndpoint, type TicketDraft } from '../../../src/contracts/conference.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { leaveTo, loginPath } from '../../../src/host/navigation.ts';
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

/**
 * Checks every ticket, sends them to the order, refreshes it and goes to the cart. Problems (the
 * rules', or the server's cart blockers and validator messages) go to the screen's error banner
 * (`problems`) and the fields they name; the tickets as typed stay. A click while sending is ignored.
 */
export function useTicketCheckout({ onRefused, unknownError }: { onRefused: () => void; unknownError: string }) {
  const api = useApiClient();
  const { routes } = useHostConfig();
  const [state, setState] = useState<CheckoutState>('idle');
  const [errors, setErrors] = useState<TicketErrors>({});
  const [problems, setProblems] = useState<readonly Message[]>([]);
  // note: state lands after the click's render; a second click before it must not send again.
  const sending = useRef(false);

  function refuse(next: TicketErrors, messages: readonly Message[], outcome: CheckoutState = 'refused') {
    setErrors(next);
    setProblems(messages);
    setState(outcome);
    onRefused();
  }

  async function checkout(drafts: readonly TicketDraft[]) {
    if (sending.current) return;
    const invalid = validateDrafts(drafts);
    if (Object.keys(invalid).length > 0) {
      refuse(invalid, validationMessages(invalid), 'invalid');
      return;
    }
    sending.current = true;
    setErrors({});
    setProblems([]);
    setState('submitting');
    try {
      const added = await api.request(conferenceOrderItemsEndpoint, { json: { items: orderItems(drafts) } });
      let problems = blockingMessages(added.messages);
      if (problems.length === 0) {
        // The tickets are in the order now; a failed refresh only leaves totals for the cart to compute.
        const refreshed = await api.request(refreshOrderEndpoint).catch(() => null);
        problems = blockingMessages(refreshed?.messages ?? []);
      }
      if (problems.length === 0) {
        setState('leaving');
        leaveTo(routes.conferenceCart);
        return;
      }
      refuse(serverFieldErrors(problems, drafts), problems);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        setState('leaving');
        leaveTo(loginPath(routes, routes.conferencePurchase));
        return;
      }
      const problems = isApiError(error) && error.status === 422 ? error.messages : [];
      if (problems.length > 0) refuse(serverFieldErrors(problems, drafts), problems);
      else refuse({}, [failureMessage(unknownError)], 'failed');
    }
    sending.current = false;
  }

  /** The person changed the field at `key`: its highlight goes. */
  const forget = (key: string) => setErrors((current) => withoutError(current, key));

  /** The banner's close X: the problems go; the fields they name keep their highlight until changed. */
  const dismiss = () => setProblems([]);

  return { state, errors, problems, checkout, forget, dismiss };
}
