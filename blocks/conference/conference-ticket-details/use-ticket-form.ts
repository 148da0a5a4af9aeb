import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { failureText, type Failure } from '#api/errors/api-error.ts';
import { useSave } from '#api/use-save.ts';
import { updateTicketEndpoint, type ConferenceTicket, type TicketUpdate } from '#contracts/conference.ts';
import { useHostConfig, useLeaveTo } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { hasErrors } from '#ui/forms/field-validation.ts';
import { focusFirstError } from '#ui/forms/focus-first-error.ts';
import { useFieldValidation } from '#ui/forms/use-field-validation.ts';
import { useToast } from '#ui/toast.tsx';
import { useFocusAfterRender } from '#ui/use-focus-after-render.ts';
import { useUnsavedChangesWarning } from '#ui/use-unsaved-changes.ts';
import { validateTicket, type TicketField } from '#validation/conference-ticket.ts';
import type { FieldErrors } from '#validation/required.ts';
import { attendeeName } from '../shared/attendee-name.ts';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { ticketQueryOptions } from '../shared/query-options.ts';
import { useStaffLogin } from '../shared/staff-access.tsx';
import { ticketActionLabels } from '../shared/ticket-action-labels.ts';
import { storeTicket, ticketUpdateBody } from '../shared/ticket-updates.ts';
import { useCheckInToggle } from '../shared/use-check-in-toggle.tsx';
import { useDeskFailures } from '../shared/use-desk-failures.ts';
import { useTicketDeletion } from '../shared/use-ticket-deletion.tsx';
import { actAsOwner, addFeatures } from './feature-addition.ts';
import { ticketDetailsLabels } from './labels.ts';

/** The fields staff edit on the details page (the ticket's editable fields but its check-in). */
const EDITABLE_FIELDS = [
  'skuNumber',
  'firstName',
  'lastName',
  'displayName',
  'displayRcn',
  'city',
  'stateCountry',
  'translationLangCode',
  'hearingImpaired',
  'signLanguage',
] as const satisfies readonly (keyof TicketUpdate & TicketField)[];

export type EditableField = (typeof EDITABLE_FIELDS)[number];
/** The form's values, as its controls hold them: text, with the 0/1 flags as '0' and '1'. */
type TicketFormValues = Record<EditableField, string>;

/**
 * What staff typed and picked and have not saved: the form's one draft, over the ticket as stored
 * (which the query cache holds). `edits` are the fields typed over it; `picked` the SKU chosen per
 * feature product ('' or missing: none).
 */
interface TicketFormDraft {
  edits: Partial<TicketFormValues>;
  picked: Readonly<Record<string, string>>;
}

const EMPTY_DRAFT: TicketFormDraft = { edits: {}, picked: {} };

function storedValues(ticket: ConferenceTicket): TicketFormValues {
  const values = {} as TicketFormValues;
  for (const field of EDITABLE_FIELDS) values[field] = String(ticket[field]);
  return values;
}

/** What the form shows: the stored ticket with what staff typed over it. */
function formValues(ticket: ConferenceTicket, draft: TicketFormDraft): TicketFormValues {
  return { ...storedValues(ticket), ...draft.edits };
}

/** The SKUs picked to add, one per feature product at most. */
function pickedFeatures(draft: TicketFormDraft): string[] {
  return Object.values(draft.picked).filter(Boolean);
}

/** Whether the form's values differ from the ticket as stored. */
function isDirty(values: TicketFormValues, ticket: ConferenceTicket): boolean {
  const stored = storedValues(ticket);
  return EDITABLE_FIELDS.some((field) => values[field] !== stored[field]);
}

/** Whether the draft holds anything not saved: a changed field, or a feature picked to add. */
function isUnsaved(ticket: ConferenceTicket, draft: TicketFormDraft): boolean {
  return isDirty(formValues(ticket, draft), ticket) || pickedFeatures(draft).length > 0;
}

const flag = (value: string) => (value === '1' ? 1 : value === '0' ? 0 : Number.NaN);

/** The shared ticket rules (conference.md 5) on the form's values. */
function formErrors(values: TicketFormValues, conferenceId: string): FieldErrors<EditableField> {
  return validateTicket({
    ...values,
    conferenceId,
    hearingImpaired: flag(values.hearingImpaired),
    signLanguage: flag(values.signLanguage),
  });
}

/** The PUT body: the form's values, and the check-in as this desk saw it (see TicketUpdateSchema). */
function formUpdate(values: TicketFormValues, ticket: ConferenceTicket): TicketUpdate {
  return ticketUpdateBody(ticket, {
    ...values,
    hearingImpaired: flag(values.hearingImpaired) as 0 | 1,
    signLanguage: flag(values.signLanguage) as 0 | 1,
    wasCheckedIn: ticket.checkedIn,
  });
}

/** The fields a refused save names ('invalid': the server's rules); none for any other failure. */
function refusedFields(failure: Failure | null): FieldErrors<EditableField> {
  if (failure?.kind !== 'invalid') return {};
  const fields: FieldErrors<EditableField> = {};
  for (const field of EDITABLE_FIELDS) if (failure.fields[field]) fields[field] = failure.fields[field];
  return fields;
}

/** What a failed save is about, in the page's one error region (DeskFailureBanner). */
const SAVE = 'save';

/**
 * The details form of a loaded ticket: its draft, the ticket's save and the feature addition (two
 * useSaves, whose state the form shows as `formState`), the check-in and the delete. The ticket is
 * the query cache's; what staff typed and picked is the one draft over it. Put `formRef` on the
 * form and `validationRef` around its fields.
 */
export function useTicketForm(ticket: ConferenceTicket) {
  const { routes } = useHostConfig();
  const leave = useLeaveTo();
  const { leaveIfSignedOut } = useStaffLogin();
  const labels = useLabels(ticketDetailsLabels);
  const actions = useLabels(ticketActionLabels);
  const common = useLabels(conferenceLabels);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  /** The rules refused the last submit; the next submit they let through clears it. */
  const [refused, setRefused] = useState(false);
  /** Staff asked to check in with the draft unsaved: the warning shows until it is saved or undone. */
  const [checkInRefused, setCheckInRefused] = useState(false);
  /** The owner is the acting user now: switching again would switch back first (and ask a password). */
  const [switched, setSwitched] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const failures = useDeskFailures();
  const checkIn = useCheckInToggle(failures);
  const deletion = useTicketDeletion(failures);

  const ticketSave = useSave({
    send: (body: TicketUpdate) =>
      api.request(updateTicketEndpoint, { params: { uid: ticket.uid }, json: body }).then((answer) => answer.data),
    onSaved: (saved, _body, queryClient) => storeTicket(queryClient, api, saved),
    // Another desk checked the ticket in or out meanwhile: the page shows it; what was typed stays to save again.
    onFailed: (failure, _body, queryClient) =>
      failure.kind === 'conflict' && queryClient.invalidateQueries({ queryKey: ticketQueryOptions(api, ticket.uid).queryKey }),
  });
  const addition = useSave({
    send: async (skuNumbers: readonly string[]) => {
      if (!switched && (await actAsOwner(queryClient, api, ticket))) setSwitched(true);
      await addFeatures(api, ticket, skuNumbers);
    },
    // Added: the page is on its way to the owner's cart.
    keepSaved: true,
  });

  const values = formValues(ticket, draft);
  const dirty = isDirty(values, ticket);
  const features = pickedFeatures(draft);
  const unsaved = dirty || features.length > 0;
  const leaveFor =
    addition.status === 'saved' ? routes.conferenceCart : deletion.status === 'saved' ? routes.conferenceTickets : null;
  // The browser asks before staff leave unsaved changes, but not when this page sends them on
  // (features added, ticket deleted): React removes the warning's listener before it runs the effect that leaves.
  useUnsavedChangesWarning(unsaved && leaveFor === null);
  useEffect(() => {
    if (leaveFor !== null) leave(leaveFor);
  }, [leaveFor, leave]);

  const errors = formErrors(values, ticket.conferenceId);
  const serverErrors = useMemo(() => refusedFields(ticketSave.failure), [ticketSave.failure]);
  const { ref: validationRef, ...validation } = useFieldValidation(errors, serverErrors);
  const invalid = refused || hasErrors(serverErrors);
  const busy = ticketSave.status === 'pending' || addition.status === 'pending' || leaveFor !== null;

  const edit = (next: TicketFormDraft) => {
    setDraft(next);
    if (!isUnsaved(ticket, next)) setCheckInRefused(false);
  };

  /** Saves what was typed; says whether the ticket is saved, else shows why not. */
  const saveTicket = async (): Promise<boolean> => {
    const outcome = await ticketSave.save(formUpdate(values, ticket));
    if (outcome.status === 'skipped') return false;
    if (outcome.status === 'saved') {
      // The draft's edits are what the cache holds now, so the form is clean. Emptying them here
      // would show the ticket as it was for a moment: the cache tells the page after this render.
      if (features.length === 0) setCheckInRefused(false);
      // The conference spec's confirmation is a toast (conference.md 8 and 9).
      toast.show({ text: labels.saved });
      return true;
    }
    const { failure } = outcome;
    if (leaveIfSignedOut(failure)) return false;
    if (outcome.status === 'conflict') {
      failures.report({
        about: SAVE,
        type: 'conflict',
        text: fillLabel(actions.checkInConflict, { name: attendeeName(ticket) }),
      });
    } else if (hasErrors(refusedFields(failure))) {
      // The server's rules refused fields: the form is invalid, as when ours do, not a failed save.
      focusAfterRender(() => focusFirstError(formRef.current));
    } else {
      failures.report({ about: SAVE, type: 'error', text: failureText(failure, common.unknownError) });
    }
    return false;
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    failures.retrying(SAVE);
    addition.reset();
    // The field behaviour shows every error and focuses the first on this same submit.
    setRefused(hasErrors(errors));
    if (hasErrors(errors)) {
      // A retry: what blocks it replaces the last save's failure.
      ticketSave.reset();
      return;
    }
    if (dirty && !(await saveTicket())) return;
    if (features.length === 0) return;
    const outcome = await addition.save(features);
    if ((outcome.status === 'error' || outcome.status === 'conflict') && !leaveIfSignedOut(outcome.failure)) {
      failures.report({ about: SAVE, type: 'error', text: failureText(outcome.failure, common.unknownError) });
    }
  };

  return {
    formRef,
    validationRef,
    dirty,
    busy,
    /** The form's `data-state`: the save's status, or 'invalid', or where the feature addition is. */
    formState: invalid
      ? 'invalid'
      : addition.status === 'idle'
        ? ticketSave.status
        : addition.status === 'pending' || addition.status === 'saved'
          ? 'adding-features'
          : 'error',
    /** The rules (ours or the server's) refused the last submit and a field still shows why. */
    showProblem: invalid && (hasErrors(errors) || hasErrors(validation.errors)),
    checkInRefused,
    switched,
    picked: draft.picked,
    featureCount: features.length,
    failures,
    checkIn,
    deletion,
    submit,
    /** The value, error and handlers of the control of `key`. */
    field: (key: EditableField) => ({
      name: key,
      value: values[key],
      error: validation.errors[key],
      onBlur: () => validation.blur(key),
      onChange: (event: { target: { value: string } }) => {
        edit({ ...draft, edits: { ...draft.edits, [key]: event.target.value } });
        validation.change(key);
      },
    }),
    pick: (picked: Record<string, string>) => edit({ ...draft, picked }),
    /** Checks in or undoes, unless the draft is unsaved: the spec's 'Please save changes before checking in.' */
    toggleCheckIn: () => {
      if (unsaved) setCheckInRefused(true);
      else checkIn.toggle(ticket, !ticket.checkedIn);
    },
  };
}
