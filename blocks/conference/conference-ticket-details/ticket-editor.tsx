import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { apiErrorText, isApiError } from '../../../src/api/errors/api-error.ts';
import { updateTicketEndpoint, type Conference, type ConferenceTicket } from '../../../src/contracts/conference.ts';
import { formatDate } from '../../../src/format/index.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { fillLabel, useLabels } from '../../../src/host/labels.ts';
import { leaveTo } from '../../../src/host/navigation.ts';
import { Alert } from '../../../src/ui/alert.tsx';
import { Button } from '../../../src/ui/forms/button.tsx';
import { hasErrors } from '../../../src/ui/forms/field-validation.ts';
import { SelectField, withCurrentOption } from '../../../src/ui/forms/select-field.tsx';
import { TextField } from '../../../src/ui/forms/text-field.tsx';
import { useToast } from '../../../src/ui/toast.tsx';
import { useFieldValidation } from '../../../src/ui/forms/use-field-validation.ts';
import { focusFirstError } from '../../../src/ui/forms/focus-first-error.ts';
import { useFocusAfterRender } from '../../../src/ui/use-focus-after-render.ts';
import { useSaveState } from '../../../src/ui/use-save-state.ts';
import { ticketOptions } from '../shared/ticket-options.ts';
import { useUnsavedChangesWarning } from '../../../src/ui/use-unsaved-changes.ts';
import { TICKET_MAX_LENGTHS } from '../../../src/validation/conference-ticket.ts';
import type { FieldErrors } from '../../../src/validation/required.ts';
import { attendeeName } from '../shared/attendee-name.ts';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { DeskFailureBanner } from '../shared/desk-failure-banner.tsx';
import { RibbonChips } from '../shared/ribbon-chips.tsx';
import { ticketQueryOptions } from '../shared/query-options.ts';
import { useStaffLogin } from '../shared/staff-access.tsx';
import { ticketActionLabels } from '../shared/ticket-action-labels.ts';
import { storeTicket, ticketUpdateBody } from '../shared/ticket-updates.ts';
import { useCheckInToggle } from '../shared/use-check-in-toggle.tsx';
import { useDeskFailures } from '../shared/use-desk-failures.ts';
import { useTicketDeletion } from '../shared/use-ticket-deletion.tsx';
import { actAsOwner, addFeatures } from './feature-addition.ts';
import { FeaturePicker } from './feature-picker.tsx';
import { ticketDetailsLabels } from './labels.ts';
import {
  formChanges,
  formErrors,
  formValuesOf,
  isDirty,
  serverFieldErrors,
  type EditableField,
  type TicketFormValues,
} from './ticket-form.ts';

/** What a failed save is about, in the page's one error region (DeskFailureBanner). */
const SAVE = 'save';

/** What the form does besides saving the ticket (useSaveState): refuse its errors, or add the picked features. */
type FormStep = 'editing' | 'invalid' | 'adding-features';

/** The edit form of a loaded ticket with its check-in, delete and feature additions. */
export function TicketEditor({ ticket, conference }: { ticket: ConferenceTicket; conference: Conference }) {
  const { routes, locale } = useHostConfig();
  const { leaveIfLoggedOut } = useStaffLogin();
  const labels = useLabels(ticketDetailsLabels);
  const actions = useLabels(ticketActionLabels);
  const common = useLabels(conferenceLabels);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState<TicketFormValues>(() => formValuesOf(ticket));
  const [serverErrors, setServerErrors] = useState<FieldErrors<EditableField>>();
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [step, setStep] = useState<FormStep>('editing');
  const saveState = useSaveState();
  const [checkInRefused, setCheckInRefused] = useState(false);
  const [featureError, setFeatureError] = useState<string | null>(null);
  const [leaveFor, setLeaveFor] = useState<string | null>(null);
  /** The owner is the acting user now: switching again would switch back first (and ask a password). */
  const [switched, setSwitched] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const failures = useDeskFailures();
  const checkIn = useCheckInToggle(failures);
  const deletion = useTicketDeletion(failures, () => setLeaveFor(routes.conferenceTickets));

  const dirty = isDirty(values, ticket);
  const features = Object.values(picked).filter(Boolean);
  const unsaved = dirty || features.length > 0;
  // The browser asks before staff leave unsaved changes, but not when this page sends them on
  // (saved, deleted): React removes the warning's listener before it runs the effect that leaves.
  useUnsavedChangesWarning(unsaved && leaveFor === null);
  useEffect(() => {
    if (leaveFor !== null) leaveTo(leaveFor);
  }, [leaveFor]);
  if (checkInRefused && !unsaved) setCheckInRefused(false);

  const errors = formErrors(values, ticket.conferenceId);
  const { ref: validationRef, ...fields } = useFieldValidation(errors, serverErrors);
  const busy = saveState.state === 'saving' || step === 'adding-features';
  const name = attendeeName(ticket);

  const save = async (): Promise<boolean> => {
    saveState.saving();
    try {
      const { data } = await api.request(updateTicketEndpoint, {
        params: { uid: ticket.uid },
        json: ticketUpdateBody(ticket, formChanges(values, ticket)),
      });
      storeTicket(queryClient, api, data);
      setValues(formValuesOf(data));
      saveState.saved();
      // The conference spec's confirmation is a toast (conference.md 8 and 9).
      toast.show({ text: labels.saved });
      return true;
    } catch (error) {
      if (leaveIfLoggedOut(error)) {
        saveState.ready();
        return false;
      }
      if (isApiError(error) && error.status === 409) {
        // Another desk checked the ticket in or out meanwhile: show that; what was typed stays to save again.
        await queryClient.invalidateQueries({ queryKey: ticketQueryOptions(api, ticket.uid).queryKey });
        saveState.failed(error, true);
        failures.report({ about: SAVE, type: 'conflict', text: fillLabel(actions.checkInConflict, { name }) });
        return false;
      }
      const named = serverFieldErrors(error);
      if (hasErrors(named)) {
        // The server's rules refused fields: the form is invalid, as when ours do, not a failed save.
        saveState.ready();
        setServerErrors(named);
        setStep('invalid');
        focusAfterRender(() => focusFirstError(form.current));
        return false;
      }
      saveState.failed(error);
      failures.report({ about: SAVE, type: 'error', text: apiErrorText(error, common.unknownError) });
      return false;
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    failures.retrying(SAVE);
    // The field behaviour shows every error and focuses the first on this same submit.
    if (hasErrors(errors)) {
      // A retry: what blocks it replaces the last save's failure.
      saveState.ready();
      setStep('invalid');
      return;
    }
    setStep('editing');
    setFeatureError(null);
    if (dirty && !(await save())) return;
    if (features.length === 0) return;
    setStep('adding-features');
    try {
      if (!switched && (await actAsOwner(api, ticket))) setSwitched(true);
      await addFeatures(api, ticket, features);
      setLeaveFor(routes.conferenceCart);
    } catch (error) {
      if (!leaveIfLoggedOut(error)) setFeatureError(apiErrorText(error, common.unknownError));
      setStep('editing');
    }
  };

  const change = (field: EditableField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.change(field);
  };
  const field = (key: EditableField) => ({
    name: key,
    value: values[key],
    error: fields.errors[key],
    onBlur: () => fields.blur(key),
  });
  const text = (key: EditableField & keyof typeof TICKET_MAX_LENGTHS, label: string, required: boolean) => (
    <TextField
      label={label}
      required={required}
      maxLength={TICKET_MAX_LENGTHS[key]}
      readOnly={busy}
      autoComplete="off"
      {...field(key)}
      onChange={(event) => change(key, event.target.value)}
    />
  );
  const select = (key: EditableField, label: string, options: readonly { value: string; label: string }[]) => (
    <SelectField
      label={label}
      required
      options={withCurrentOption(options, values[key])}
      disabled={busy}
      {...field(key)}
      onChange={(event) => change(key, event.target.value)}
    />
  );

  const ticketTypes = conference.ticketProduct.skus.map((sku) => ({
    value: sku.number,
    label: sku.options[0]?.optionValue ?? sku.number,
  }));
  const showProblem = step === 'invalid' && (hasErrors(errors) || hasErrors(fields.errors));

  return (
    <article className="cmsb-ticket-details__ticket" aria-labelledby="cmsb-ticket-details-heading" data-dirty={dirty}>
      <header className="cmsb-ticket-details__header">
        <h2 id="cmsb-ticket-details-heading">{fillLabel(labels.heading, { name })}</h2>
        <dl className="cmsb-ticket-details__facts">
          <div>
            <dt>{labels.order}</dt>
            <dd>{ticket.orderNumber}</dd>
          </div>
          <div>
            <dt>{labels.owner}</dt>
            <dd>
              {ticket.ownerFirstName} {ticket.ownerLastName} ({ticket.ownerRcn})
            </dd>
          </div>
          <div>
            <dt>{labels.created}</dt>
            <dd>
              <time dateTime={ticket.dateCreatedString}>
                {formatDate(new Date(ticket.dateCreatedString), locale, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </dd>
          </div>
          <div>
            <dt>{labels.status}</dt>
            <dd>{ticket.active ? labels.active : labels.inactive}</dd>
          </div>
          <div>
            <dt>{labels.features}</dt>
            <dd>{ticket.features.length ? ticket.features.map((feature) => feature.name).join(', ') : labels.noFeatures}</dd>
          </div>
        </dl>
        <RibbonChips ribbons={ticket.ribbons} label={actions.ribbons} />
      </header>

      <section className="cmsb-ticket-details__check-in" data-checked-in={ticket.checkedIn} aria-label={labels.checkIn}>
        <p role="status">{ticket.checkedIn ? labels.checkedIn : labels.notCheckedIn}</p>
        <Button
          variant={ticket.checkedIn ? 'secondary' : 'primary'}
          busy={checkIn.pending.has(ticket.uid)}
          onClick={() => {
            if (unsaved) setCheckInRefused(true);
            else checkIn.toggle(ticket, !ticket.checkedIn);
          }}
        >
          {ticket.checkedIn ? labels.undoCheckIn : labels.checkIn}
        </Button>
        {checkInRefused && <Alert type="warning">{labels.saveFirst}</Alert>}
      </section>

      <form
        ref={form}
        className="cmsb-ticket-details__form"
        data-state={step === 'editing' ? saveState.state : step}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {showProblem && <Alert type="error">{labels.invalidForm}</Alert>}
        <DeskFailureBanner failures={failures} />
        <div ref={validationRef} className="cmsb-ticket-details__fields">
          {select('skuNumber', labels.ticketType, ticketTypes)}
          {text('firstName', labels.firstName, true)}
          {text('lastName', labels.lastName, true)}
          {text('displayName', labels.displayName, true)}
          {text('displayRcn', labels.displayRcn, false)}
          {text('city', labels.city, true)}
          {text('stateCountry', labels.stateCountry, true)}
          {select('translationLangCode', labels.translationLangCode, ticketOptions('translationLangCode'))}
          {select('hearingImpaired', labels.hearingImpaired, ticketOptions('hearingImpaired'))}
          {select('signLanguage', labels.signLanguage, ticketOptions('signLanguage'))}
        </div>
        <FeaturePicker conference={conference} ticket={ticket} picked={picked} disabled={busy} onPick={setPicked} />
        {featureError && <Alert type="error">{featureError}</Alert>}
        {switched && (
          <Alert type="warning">
            <p>
              {fillLabel(labels.actingAsOwner, {
                owner: `${ticket.ownerFirstName} ${ticket.ownerLastName} (${ticket.ownerRcn})`.trim(),
              })}
            </p>
            <p>
              <a href={routes.conferenceCart}>{labels.ownersCart}</a>
            </p>
          </Alert>
        )}
        <div className="cmsb-ticket-details__buttons">
          <Button type="submit" busy={busy}>
            {features.length > 0 ? labels.saveWithFeatures : labels.save}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => deletion.ask(ticket)}>
            {labels.delete}
          </Button>
        </div>
      </form>
      {checkIn.dialog}
      {deletion.dialog}
    </article>
  );
}
