import { listMail, type StoredMail } from '../mail/outbox-store.ts';
import type { DataPage, DemoPage } from './demo-page.ts';
import { escapeHtml, slot } from './html.ts';

/** `/forgot-password`: the reset request form (identity and, when enabled, the captcha). */
export const forgotPasswordPage: DemoPage = {
  path: '/forgot-password',
  guard: 'public',
  title: 'Forgot your password?',
  body: () =>
    `${slot('reset-password', { id: 'reset-password' })}
<p>This demo sends no mail: the reset link lands in the <a href="/dev/outbox">mail outbox</a>, which administrators can read while the server runs in development mode.</p>`,
};

/**
 * `/set-new-password/{userId}/{token}/{expirationTimestamp}`: where a reset mail's link leads.
 * The slot has no props: the block reads the link from the page's path.
 */
export const setNewPasswordPage: DataPage = {
  path: '/set-new-password/:userId/:token/:expirationTimestamp',
  guard: 'public',
  // An expired link (timestamp 0): the page shows the expired state without any call.
  samplePath: '/set-new-password/1006/sample-token/0',
  load: () => Promise.resolve({ title: 'Set a new password', body: slot('reset-password', { id: 'reset-password' }) }),
  notFound: { title: 'Not found', body: '<p>There is no page here.</p>' },
};

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Escapes a mail's plain text and makes its web addresses links. */
export function mailTextHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      let html = '';
      let last = 0;
      for (const match of paragraph.matchAll(URL_IN_TEXT)) {
        html += escapeHtml(paragraph.slice(last, match.index));
        html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
        last = match.index + match[0].length;
      }
      html += escapeHtml(paragraph.slice(last));
      return `<p>${html.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

function mailHtml(mail: StoredMail): string {
  const sent = mail.createdAt.toISOString();
  return `<article class="demo-section" aria-labelledby="mail-${escapeHtml(mail.id)}">
<h2 id="mail-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd><time datetime="${sent}">${escapeHtml(sent.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd></dl>
${mailTextHtml(mail.text)}
</article>`;
}

/** How many of the newest mails the outbox shows. */
const OUTBOX_LIMIT = 50;

/**
 * `/dev/outbox`: the mail the reference server would have sent (reset links), newest first. No mail
 * leaves the machine; this page stands in for the mailbox. Reset links take over accounts, so only
 * administrators see it, and only in development mode: a real deployment sends real mail.
 */
export const outboxPage: DataPage = {
  path: '/dev/outbox',
  guard: 'admin',
  devTool: true,
  samplePath: '/dev/outbox',
  async load({ db }) {
    const mails = await listMail(db, OUTBOX_LIMIT);
    const intro = `<p>The demo sends no mail: what it would send is kept here, newest first (the last ${OUTBOX_LIMIT}).</p>`;
    const list = mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(mailHtml).join('\n');
    return { title: 'Mail outbox', body: `${intro}\n${list}` };
  },
  notFound: { title: 'Not found', body: '<p>There is no page here.</p>' },
};

export const passwordResetPages: DemoPage[] = [forgotPasswordPage, setNewPasswordPage, outboxPage];
