import type { Conference, ConferenceTicket } from '#contracts/conference.ts';
import { formatDate } from '#format/index.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/forms/button.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { SelectField, withCurrentOption } from '#ui/forms/select-field.tsx';
import { TextField } from '#ui/forms/text-field.tsx';
import { TICKET_MAX_LENGTHS } from '#validation/conference-ticket.ts';
import { attendeeName } from '../shared/attendee-name.ts';
import { DeskFailureBanner } from '../shared/desk-failure-banner.tsx';
import { RibbonChips } from '../shared/ribbon-chips.tsx';
import { ticketActionLabels } from '../shared/ticket-action-labels.ts';
import { ticketOptions } from '../shared/ticket-options.ts';
import { featureChoices } from './feature-addition.ts';
import { ticketDetailsLabels } from './labels.ts';
import { useTicketForm, type EditableField } from './use-ticket-form.ts';

/** The edit form of a loaded ticket with its check-in, delete and feature additions (useTicketForm). */
export function TicketEditor({ ticket, conference }: { ticket: ConferenceTicket; conference: Conference }) {
  const { routes, locale } = useHostConfig();
  const labels = useLabels(ticketDetailsLabels);
  const actions = useLabels(ticketActionLabels);
  const { formRef, validationRef, ...form } = useTicketForm(ticket);
  const { busy, checkIn } = form;
  const name = attendeeName(ticket);

  const text = (key: EditableField & keyof typeof TICKET_MAX_LENGTHS, label: string, required: boolean) => (
    <TextField
      label={label}
      required={required}
      maxLength={TICKET_MAX_LENGTHS[key]}
      readOnly={busy}
      autoComplete="off"
      {...form.field(key)}
    />
  );
  const select = (key: EditableField, label: string, options: readonly { value: string; label: string }[]) => {
    const field = form.field(key);
    return <SelectField label={label} required options={withCurrentOption(options, field.value)} disabled={busy} {...field} />;
  };

  const ticketTypes = conference.ticketProduct.skus.map((sku) => ({
    value: sku.number,
    label: sku.options[0]?.optionValue ?? sku.number,
  }));

  return (
    <article className="cmsb-ticket-details__ticket" aria-labelledby="cmsb-ticket-details-heading" data-dirty={form.dirty}>
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
          onClick={form.toggleCheckIn}
        >
          {ticket.checkedIn ? labels.undoCheckIn : labels.checkIn}
        </Button>
        {form.checkInRefused && <Alert type="warning">{labels.saveFirst}</Alert>}
      </section>

      <form
        ref={formRef}
        className="cmsb-ticket-details__form"
        data-state={form.formState}
        noValidate
        onSubmit={(event) => void form.submit(event)}
      >
        {form.showProblem && <ErrorBanner message={labels.invalidForm} />}
        <DeskFailureBanner failures={form.failures} />
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
        <FeaturePicker conference={conference} ticket={ticket} picked={form.picked} disabled={busy} onPick={form.pick} />
        {form.switched && (
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
            {form.featureCount > 0 ? labels.saveWithFeatures : labels.save}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => form.deletion.ask(ticket)}>
            {labels.delete}
          </Button>
        </div>
      </form>
      {checkIn.dialog}
      {form.deletion.dialog}
    </article>
  );
}

interface FeaturePickerProps {
  conference: Conference;
  ticket: ConferenceTicket;
  /** The SKU picked per feature product ('' or missing: none). */
  picked: Readonly<Record<string, string>>;
  disabled: boolean;
  onPick: (picked: Record<string, string>) => void;
}

/** One choice per feature product the ticket has none of; sold-out SKUs show but cannot be picked. */
function FeaturePicker({ conference, ticket, picked, disabled, onPick }: FeaturePickerProps) {
  const labels = useLabels(ticketDetailsLabels);
  const products = featureChoices(conference, ticket);
  if (products.length === 0) return null;
  return (
    <fieldset className="cmsb-ticket-details__features">
      <legend>{labels.addFeatures}</legend>
      <p className="cmsb-ticket-details__hint">{labels.addFeaturesHint}</p>
      {products.map((product) => (
        <SelectField
          key={product.productId}
          label={product.optionGroups[0] ? `${product.name}: ${product.optionGroups[0].name}` : product.name}
          placeholder={labels.noAddition}
          disabled={disabled}
          value={picked[product.productId] ?? ''}
          options={product.skus.map((sku) => {
            const name = sku.options[0]?.optionValue ?? sku.number;
            const available = product.availableSkus.includes(sku.number);
            return {
              value: sku.number,
              label: available
                ? fillLabel(labels.featureOption, { name, price: sku.formattedPrice })
                : fillLabel(labels.soldOut, { name }),
              disabled: !available,
            };
          })}
          onChange={(event) => onPick({ ...picked, [product.productId]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
