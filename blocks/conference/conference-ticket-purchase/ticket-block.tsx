import { useQuery } from '@tanstack/react-query';
import { ticketOptions } from '../shared/ticket-options.ts';
import { useApiClient } from '#api/api-context.tsx';
import {
  type TICKET_OPTION_LISTS,
  type Conference,
  type ConferenceSummary,
  type ProfileLookup,
  type TicketDraft,
} from '#contracts/conference.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { SelectField } from '#ui/forms/select-field.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { TICKET_MAX_LENGTHS, ticketFieldKey, type TicketField } from '#validation/conference-ticket.ts';
import { conferenceLabels } from '../shared/conference-labels.ts';
import { conferenceQueryOptions } from '../shared/query-options.ts';
import { purchaseLabels } from './labels.ts';
import { AutoPopulate, ProfileSearch } from './profile-lookup.tsx';
import { TicketFeatures } from './ticket-features.tsx';
import {
  chooseConference,
  chooseOption,
  chooseTicketType,
  fillFromProfile,
  PROFILE_FIELDS,
  setText,
  type TicketChange,
  type TicketTextField,
} from './ticket-drafts.ts';
import type { TicketErrors } from './ticket-messages.ts';
import { LoadFailed } from '../shared/staff-access.tsx';

/** The id of a ticket's field: the ticket's uid makes it unique on the page. */
export const fieldId = (uid: string, field: TicketField) => `cmsb-ticket-${uid}-${field}`;

export interface TicketBlockProps {
  draft: TicketDraft;
  /** Its place in the list, from 0. */
  index: number;
  removable: boolean;
  conferences: readonly ConferenceSummary[];
  lookupAccess: boolean;
  typeLabels: Readonly<Record<string, string>>;
  errors: TicketErrors;
  disabled: boolean;
  onChange: TicketChange;
  onRemove: () => void;
}

/**
 * One ticket: the event first, then (once an event is chosen) the six main fields in tab order
 * (event, ticket type, first name, last name, name on badge, RCN on badge) and the rest.
 */
export function TicketBlock({
  draft,
  index,
  removable,
  conferences,
  lookupAccess,
  typeLabels,
  errors,
  disabled,
  onChange,
  onRemove,
}: TicketBlockProps) {
  const labels = useLabels(purchaseLabels);
  const n = index + 1;
  const headingId = `cmsb-ticket-${draft.uid}-heading`;
  const fill = (profile: ProfileLookup) => onChange(fillFromProfile(profile), PROFILE_FIELDS);
  return (
    <section className="cmsb-tickets__ticket" aria-labelledby={headingId} data-ticket={draft.uid}>
      <div className="cmsb-tickets__head">
        <h2 id={headingId} className="cmsb-tickets__title">
          {fillLabel(labels.ticket, { n })}
        </h2>
        {removable && (
          <Button variant="link" disabled={disabled} onClick={onRemove}>
            {fillLabel(labels.removeTicket, { n })}
          </Button>
        )}
      </div>
      {lookupAccess && <ProfileSearch onFill={fill} />}
      <SelectField
        id={fieldId(draft.uid, 'conferenceId')}
        className="cmsb-tickets__event"
        label={labels.event}
        required
        placeholder={labels.chooseEvent}
        options={conferences.map((conference) => ({ value: conference.id, label: conference.title }))}
        value={draft.conferenceId}
        error={errors[ticketFieldKey(draft.uid, 'conferenceId')]}
        disabled={disabled}
        onChange={(event) => onChange(chooseConference(event.target.value), ['conferenceId', 'skuNumber'])}
      />
      {draft.conferenceId && <ConferenceFields {...{ draft, lookupAccess, typeLabels, errors, disabled, onChange, fill }} />}
    </section>
  );
}

function ConferenceFields({
  draft,
  lookupAccess,
  typeLabels,
  errors,
  disabled,
  onChange,
  fill,
}: Pick<TicketBlockProps, 'draft' | 'lookupAccess' | 'typeLabels' | 'errors' | 'disabled' | 'onChange'> & {
  fill: (profile: ProfileLookup) => void;
}) {
  const labels = useLabels(purchaseLabels);
  const shared = useLabels(conferenceLabels);
  const api = useApiClient();
  const conference = useQuery(conferenceQueryOptions(api, draft.conferenceId));
  if (conference.isPending) return <Spinner label={shared.loading} />;
  if (conference.isError) return <LoadFailed onRetry={() => void conference.refetch()} />;
  const common = (field: TicketField) => ({
    id: fieldId(draft.uid, field),
    error: errors[ticketFieldKey(draft.uid, field)],
    disabled,
  });
  const text = (field: TicketTextField, autoComplete = 'off') => (
    <TextField
      {...common(field)}
      label={labels[field]}
      required={field !== 'displayRcn'}
      autoComplete={autoComplete}
      maxLength={TICKET_MAX_LENGTHS[field]}
      value={draft[field]}
      onChange={(event) => onChange(setText(field, event.target.value), [field])}
    />
  );
  const option = (field: keyof typeof TICKET_OPTION_LISTS) => (
    <SelectField
      {...common(field)}
      label={labels[field]}
      options={ticketOptions(field)}
      value={String(draft[field])}
      onChange={(event) => onChange(chooseOption(field, event.target.value), [field])}
    />
  );
  return (
    <>
      <div className="cmsb-form__pair">
        <TicketTypeField
          conference={conference.data}
          label={typeLabels[draft.conferenceId] ?? labels.ticketType}
          value={draft.skuNumber}
          common={common('skuNumber')}
          onChange={(skuNumber) => onChange(chooseTicketType(conference.data.ticketProduct, skuNumber), ['skuNumber'])}
        />
        {text('firstName')}
        {text('lastName')}
        {text('displayName')}
        {text('displayRcn')}
      </div>
      {lookupAccess && <AutoPopulate rcn={draft.displayRcn} onFill={fill} />}
      <div className="cmsb-form__pair">
        {option('translationLangCode')}
        {option('hearingImpaired')}
        {option('signLanguage')}
        {text('city')}
        {text('stateCountry')}
      </div>
      <TicketFeatures draft={draft} featureProducts={conference.data.featureProducts} disabled={disabled} onChange={onChange} />
    </>
  );
}

function TicketTypeField({
  conference,
  label,
  value,
  common,
  onChange,
}: {
  conference: Conference;
  label: string;
  value: string;
  common: { id: string; error: string | undefined; disabled: boolean };
  onChange: (skuNumber: string) => void;
}) {
  const labels = useLabels(purchaseLabels);
  const { ticketProduct } = conference;
  const options = ticketProduct.skus.map((sku) => {
    const name = `${sku.options[0]?.optionValue ?? sku.number} (${sku.formattedPrice})`;
    const available = ticketProduct.availableSkus.includes(sku.number);
    return { value: sku.number, label: available ? name : fillLabel(labels.soldOut, { name }), disabled: !available };
  });
  return (
    <SelectField
      {...common}
      label={label}
      required
      placeholder={labels.chooseTicketType}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
