import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/site/contact-site-owner/index.ts';
import { captchaOn, fakeCaptchaState as captchaState } from '../../../support/fake-captcha.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';

const ContactSiteOwner = block.component;
const CONTACT = 'POST /api/pws-contact';

beforeEach(() => {
  Object.assign(captchaState, { starts: 0, lastError: null });
});

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Pat');
  await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Hello');
  await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'pat@example.com');
}

describe('contact-site-owner with the captcha on', () => {
  it('needs the captcha solved before it sends', async () => {
    const view = renderIslands(<ContactSiteOwner />, {}, { siteId: 'demo', ...captchaOn });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(captchaState.lastError).toBe('Required'));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveFocus();
    expect(view.requests).toEqual([]);
  });

  it('sends the solution, and starts the captcha over when the server refuses the message', async () => {
    const view = renderIslands(
      <ContactSiteOwner />,
      {
        [CONTACT]: () => ({
          status: 422,
          data: { message: 'Please check the highlighted fields.', fields: ['name'] },
          messages: [{ type: 'validatorMessage', source: 'name', code: 'invalid', value: 'Use your real name.' }],
        }),
      },
      { siteId: 'demo', ...captchaOn },
    );
    await fillIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    expect(view.calls('POST', '/api/pws-contact').map((r) => r.body)).toEqual([
      { siteId: 'demo', name: 'Pat', comment: 'Hello', email: 'pat@example.com', phone: '', captcha: 'solved-payload' },
    ]);
    // Started, then started over once.
    expect(captchaState.starts).toBe(2);
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Pat');
  });

  it("shows the server's captcha refusal at the captcha", async () => {
    renderIslands(
      <ContactSiteOwner />,
      {
        [CONTACT]: () => ({
          status: 422,
          data: { message: 'CAPTCHA validation failed.', fields: ['captcha'] },
          messages: [{ type: 'validatorMessage', source: 'captcha', code: 'invalid', value: 'CAPTCHA validation failed.' }],
        }),
      },
      { siteId: 'demo', ...captchaOn },
    );
    await fillIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(captchaState.lastError).toBe('CAPTCHA validation failed.'));
    expect(captchaState.starts).toBe(2);
  });
});
