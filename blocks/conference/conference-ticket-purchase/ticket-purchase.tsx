import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { ConferenceSummary } from '#contracts/conference.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { loginPath } from '#host/navigation.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import formCss from '#ui/forms/form.css?inline';
import { useStyles } from '#ui/use-styles.ts';
import { ticketFieldKey } from '#validation/conference-ticket.ts';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { conferencesQueryOptions } from '../shared/query-options.ts';
import { LoadFailed, useConferenceAccess } from '../shared/staff-access.tsx';
import { classifyFailure } from '#api/errors/api-error.ts';
import { purchaseLabels } from './labels.ts';
import { fieldId, TicketBlock } from './ticket-block.tsx';
import { addTicket, canAddTicket, emptyDraft, hasTicketItems, removeTicket, updateTicket } from './ticket-drafts.ts';
import css from './ticket-purchase.css?inline';
import { useTicketCheckout } from './use-ticket-checkout.ts';
import { LogInPrompt } from '#ui/log-in-prompt.tsx';

export interface TicketPurchaseProps {
  /** Per conference, the ticket type picker's label instead of 'Ticket Type'. */
  typeLabels?: readonly { conferenceId: string; label: string }[] | undefined;
}

/** Buys conference tickets (conference.md 2): a block per ticket, then the order and the cart. */
export function TicketPurchase({ typeLabels = [] }: TicketPurchaseProps) {
  useStyles(formCss);
  useStyles(css);
  const { user } = useHostConfig();
  const api = useApiClient();
  const shared = useLabels(conferenceLabels);
  const conferences = useQuery({ ...conferencesQueryOptions(api), enabled: Boolean(user) });

  if (!user || classifyFailure(conferences.error).kind === 'signed-out') return <SignedOut />;
  if (conferences.isPending) {
    return (
      <div className="cmsb-tickets cmsb-form" data-state="loading">
        <Spinner label={shared.loading} />
      </div>
    );
  }
  if (conferences.isError) {
    return (
      <div className="cmsb-tickets cmsb-form" data-state="error">
        <LoadFailed onRetry={() => void conferences.refetch()} />
      </div>
    );
  }
  if (conferences.data.length === 0) {
    return (
      <div className="cmsb-tickets cmsb-form" data-state="no-conferences">
        <Alert type="info">{shared.noConferences}</Alert>
      </div>
    );
  }
  return (
    <TicketList
      conferences={conferences.data}
      typeLabels={Object.fromEntries(typeLabels.map(({ conferenceId, label }) => [conferenceId, label]))}
    />
  );
}

function SignedOut() {
  const labels = useLabels(purchaseLabels);
  const { routes } = useHostConfig();
  const shared = useLabels(conferenceLabels);
  return (
    <div className="cmsb-tickets cmsb-form" data-state="signed-out">
      <LogInPrompt
        text={labels.logInToBuy}
        logIn={shared.logIn}
        href={loginPath(routes, routes.conferencePurchase)}
        linkClassName="cmsb-form__link"
      />
    </div>
  );
}

function TicketList({
  conferences,
  typeLabels,
}: {
  conferences: readonly ConferenceSummary[];
  typeLabels: Readonly<Record<string, string>>;
}) {
  const labels = useLabels(purchaseLabels);
  const shared = useLabels(conferenceLabels);
  const lookupAccess = useConferenceAccess().data?.lookupAccess === true;
  const [drafts, setDrafts] = useState(() => [emptyDraft()]);
  const root = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const { state, errors, problems, checkout, forget, dismiss } = useTicketCheckout({
    onRefused: () => focusAfterRender(() => focusFirstError(root.current)),
    unknownError: shared.unknownError,
  });
  const busy = state === 'submitting' || state === 'leaving';

  // The ticket whose event picker takes the focus next: a new one, or the one in a removed one's place.
  const focusTicket = (uid: string) => focusAfterRender(() => document.getElementById(fieldId(uid, 'conferenceId'))?.focus());

  const add = () => {
    const draft = emptyDraft();
    setDrafts((current) => addTicket(current, draft));
    focusTicket(draft.uid);
  };
  const remove = (index: number, uid: string) => {
    const next = removeTicket(drafts, uid);
    setDrafts(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) focusTicket(neighbour.uid);
  };

  return (
    <div ref={root} className="cmsb-tickets cmsb-form" data-state={state}>
      {problems.length > 0 && <ErrorBanner message={problems.map((problem) => problem.value)} onClose={dismiss} />}
      {drafts.map((draft, index) => (
        <TicketBlock
          key={draft.uid}
          draft={draft}
          index={index}
          removable={drafts.length > 1}
          conferences={conferences}
          lookupAccess={lookupAccess}
          typeLabels={typeLabels}
          errors={errors}
          disabled={busy}
          onRemove={() => remove(index, draft.uid)}
          onChange={(change, fields) => {
            setDrafts((current) => updateTicket(current, draft.uid, change));
            for (const field of fields) forget(ticketFieldKey(draft.uid, field));
          }}
        />
      ))}
      <div className="cmsb-tickets__actions">
        {canAddTicket(drafts) && (
          <Button variant="secondary" disabled={busy} onClick={add}>
            {labels.addTicket}
          </Button>
        )}
        {(hasTicketItems(drafts) || state !== 'idle') && (
          <Button busy={busy} onClick={() => void checkout(drafts)}>
            {labels.checkout}
          </Button>
        )}
      </div>
    </div>
  );
}
