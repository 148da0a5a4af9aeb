import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/site/contact-site-owner/index.ts';
import { never } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { submitTwice } from '../../../support/submit-twice.ts';

const ContactSiteOwner = block.component;
const CONTACT = 'POST /api/pws-contact';
const config = { siteId: 'demo' };

const fieldNamed = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

async function fillIn(values: { name?: string; comment?: string; email?: string; phone?: string }) {
  if (values.name) await userEvent.type(fieldNamed(/^Name/), values.name);
  if (values.comment) await userEvent.type(fieldNamed(/^Comment/), values.comment);
  if (values.email) await userEvent.type(fieldNamed(/^Email/), values.email);
  if (values.phone) await userEvent.type(fieldNamed(/^Phone/), values.phone);
}

const pat = { name: 'Pat Visitor', comment: 'Do you ship to Canada?', email: 'pat@example.com', phone: '303 555 0100' };

describe('contact-site-owner', () => {
  it('sends the fields with the page’s site, then thanks the visitor in place of the form', async () => {
    const view = renderIslands(<ContactSiteOwner />, { [CONTACT]: () => ({ data: { success: true } }) }, config);
    await fillIn(pat);
    await send();
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you! Your request has been submitted.');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(view.container.querySelector('.cmsb-contact')).toHaveAttribute('data-state', 'sent');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(view.calls('POST', '/api/pws-contact').map((r) => r.body)).toEqual([{ siteId: 'demo', ...pat }]);
  });

  it("'Send another message' brings back an empty form, quiet, with the focus in its first field", async () => {
    renderIslands(<ContactSiteOwner />, { [CONTACT]: () => ({ data: { success: true } }) }, config);
    await fillIn(pat);
    await send();
    await userEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(fieldNamed(/^Name/)).toHaveValue('');
    expect(fieldNamed(/^Comment/)).toHaveValue('');
    expect(fieldNamed(/^Name/)).toHaveFocus();
    expect(fieldNamed(/^Name/)).not.toHaveAttribute('aria-invalid');
  });

  it('checks the rules before sending: the first wrong field takes the focus and nothing is sent', async () => {
    const view = renderIslands(<ContactSiteOwner />, {}, config);
    await fillIn({ name: 'Pat', comment: 'Hi', email: 'pat@example' });
    await send();
    expect(fieldNamed(/^Email/)).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
    expect(fieldNamed(/^Email/)).toHaveFocus();
    expect(fieldNamed(/^Name/)).toHaveValue('Pat');
    expect(view.container.querySelector('.cmsb-contact')).toHaveAttribute('data-state', 'invalid');
    expect(view.requests).toEqual([]);
  });

  it('highlights the fields the server names, focuses the first and keeps everything typed', async () => {
    const view = renderIslands(
      <ContactSiteOwner />,
      {
        [CONTACT]: () => ({
          status: 422,
          data: { message: 'Please check the highlighted fields.', fields: ['email', 'phone'] },
          messages: [
            { type: 'error', source: 'contact', code: 'invalid', value: 'Please check the highlighted fields.' },
            { type: 'validatorMessage', source: 'email', code: 'invalid', value: 'That mailbox does not exist.' },
            { type: 'validatorMessage', source: 'phone', code: 'invalid', value: 'That number cannot be called.' },
          ],
        }),
      },
      config,
    );
    await fillIn(pat);
    await send();
    await waitFor(() => expect(fieldNamed(/^Email/)).toHaveFocus());
    expect(fieldNamed(/^Email/)).toHaveAccessibleDescription('That mailbox does not exist.');
    expect(fieldNamed(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(fieldNamed(/^Phone/)).toHaveAccessibleDescription('Optional That number cannot be called.');
    expect(fieldNamed(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    for (const [label, value] of [
      [/^Name/, pat.name],
      [/^Comment/, pat.comment],
      [/^Email/, pat.email],
      [/^Phone/, pat.phone],
    ] as const)
      expect(fieldNamed(label)).toHaveValue(value);
    expect(view.container.querySelector('.cmsb-contact')).toHaveAttribute('data-state', 'invalid');

    // Changing a highlighted field clears its mark; sending again goes out once more.
    await userEvent.clear(fieldNamed(/^Email/));
    await userEvent.type(fieldNamed(/^Email/), 'pat@example.org');
    expect(fieldNamed(/^Email/)).not.toHaveAttribute('aria-invalid');
    expect(fieldNamed(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's message in the banner when it names no field of the form", async () => {
    const view = renderIslands(
      <ContactSiteOwner />,
      {
        [CONTACT]: () => ({
          status: 422,
          data: { message: 'This site does not take messages.', fields: [] },
          messages: [{ type: 'validatorMessage', source: 'siteId', code: 'invalid', value: 'Unknown site.' }],
        }),
      },
      config,
    );
    await fillIn(pat);
    await send();
    const banner = await screen.findByRole('alert');
    expect(banner.querySelector('.cmsb-error-banner__message')).toHaveTextContent('This site does not take messages.');
    await waitFor(() => expect(banner).toHaveFocus());
    expect(view.container.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('shows a communication error in the banner, which takes the focus, and keeps what was typed', async () => {
    renderIslands(<ContactSiteOwner />, { [CONTACT]: () => ({ status: 503 }) }, config);
    await fillIn(pat);
    await send();
    const banner = await screen.findByRole('alert');
    expect(banner.querySelector('.cmsb-error-banner__message')).toHaveTextContent(
      'An error occurred. Please ensure you are connected to the internet and try again.',
    );
    expect(banner).toHaveFocus();
    expect(fieldNamed(/^Comment/)).toHaveValue(pat.comment);
  });

  it('sends once, however often the button is pressed, and is busy meanwhile', async () => {
    const view = renderIslands(<ContactSiteOwner />, { [CONTACT]: never }, config);
    await fillIn(pat);
    const button = screen.getByRole('button', { name: 'Send message' });
    submitTwice(button);
    await waitFor(() => expect(view.calls('POST', '/api/pws-contact')).not.toHaveLength(0));
    expect(view.calls('POST', '/api/pws-contact')).toHaveLength(1);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(view.container.querySelector('.cmsb-contact')).toHaveAttribute('data-state', 'sending');
  });
});
