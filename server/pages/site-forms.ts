import { canManageSite } from '../auth/site-access.ts';
import { demoSite } from '../db/seed-users.ts';
import { featuredDemoEvent as featuredEvent } from '../db/seed-site-forms.ts';
import { listContactMessages, type StoredContactMessage } from '../site/contact-message-store.ts';
import { findSite } from '../site/site-store.ts';
import type { DataPage, DemoPage } from './demo-page.ts';
import { escapeHtml, slot } from './html.ts';

/** `/contact`: the contact form of the demo site, for every visitor. */
const contactPage: DemoPage = {
  path: '/contact',
  guard: 'public',
  title: 'Contact me',
  body: () =>
    `<p>Questions about a product, an order or the business? Send me a message and I will get back to you, usually within a day.</p>
${slot('contact-site-owner', { id: 'contact-site-owner' })}`,
};

/** `/events`: registration for one of the demo site's free events (logged-in users). */
const eventsPage: DemoPage = {
  path: '/events',
  guard: 'public',
  title: 'Free events',
  body: () =>
    `<p>${escapeHtml(featuredEvent.description)} Free of charge; bring a friend, and register them too.</p>
${slot('free-simple-event-registration', { id: 'event-registration', props: { eventId: featuredEvent.id } })}`,
};

/** How many of the newest messages the owner's page shows. */
const MESSAGES_LIMIT = 100;

/** A visitor's text as paragraphs and line breaks; never links, which a stranger could aim anywhere. */
function commentHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

function messageHtml(message: StoredContactMessage): string {
  const id = `message-${escapeHtml(message.id)}`;
  const sent = message.createdAt.toISOString();
  const phone = message.phone
    ? `<dt>Phone</dt><dd><a href="tel:${escapeHtml(message.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(message.phone)}</a></dd>`
    : '';
  return `<article class="demo-section" aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(message.name)}</h2>
<dl><dt>Email</dt><dd><a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a></dd>${phone}<dt>Sent</dt><dd><time datetime="${sent}">${escapeHtml(sent.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd></dl>
${commentHtml(message.comment)}
</article>`;
}

/**
 * `/owner/messages`: what visitors sent through the demo site's contact form, newest first, for
 * the site's owner, employees and administrators only (a visitor is sent to log in). Anyone else
 * gets the page of a missing site, as every API does for a site that is not theirs.
 */
const ownerMessagesPage: DataPage = {
  path: '/owner/messages',
  samplePath: '/owner/messages',
  guard: 'signedIn',
  async load({ db, user }) {
    const site = await findSite(db, demoSite.id);
    if (!site || !user || !canManageSite(user, site)) return null;
    const messages = await listContactMessages(db, site.id, MESSAGES_LIMIT);
    const intro = `<p>Messages sent to ${escapeHtml(site.name)} through the contact form, newest first (the last ${MESSAGES_LIMIT}).</p>`;
    const list = messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n');
    return { title: 'Messages from visitors', body: `${intro}\n${list}` };
  },
  notFound: { title: 'Not found', body: '<p>There are no messages here. <a href="/">Go to the home page</a>.</p>' },
};

export const siteFormPages: DemoPage[] = [contactPage, eventsPage, ownerMessagesPage];
