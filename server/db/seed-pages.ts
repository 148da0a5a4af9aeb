import { publishedPagePath } from '#contracts/cms-pages.ts';
import { slotHtml } from '#host/slot-props.ts';
import type { Db } from './database.ts';
import { demoProduct } from './seed-catalogue.ts';
import { demoUsers } from './seed-users.ts';

const lavender = demoProduct('P100');
const teaSampler = demoProduct('P106');

/** The CMS pages of the demo, written as the editor would; each is what the sanitiser stores. */
export const demoCmsPages = [
  {
    slug: 'welcome',
    title: 'Welcome',
    content: `<h2>Pages written in the editor</h2>
<p>This page lives in the database: an administrator writes its text, links and blocks in the CMS editor, and the server publishes it here.</p>
${slotHtml('spacer-medium', {})}
<p>Read <a href="${publishedPagePath('about-us')}">about us</a>, or go straight to <a href="${publishedPagePath('shop-favourites')}">our favourites</a>.</p>`,
  },
  {
    slug: 'about-us',
    title: 'About us',
    content: `<h2>Who we are</h2>
<p>We are a small team who love essential oils, good tea and the people who share them.</p>
${slotHtml('spacer-medium', {})}
<h2>Where to start</h2>
<p>New here? Our <a href="${publishedPagePath('shop-favourites')}">shop favourites</a> are the products our customers order again and again.</p>`,
  },
  {
    slug: 'shop-favourites',
    title: 'Shop favourites',
    content: `<h2>${lavender.name}</h2>
<p>Our best seller: calming in a diffuser, gentle on skin when diluted.</p>
${slotHtml('add-to-cart', { productId: lavender.id })}
<h2>${teaSampler.name}</h2>
<p>Twelve herbal teas to find your favourite.</p>
${slotHtml('add-to-cart-button', { skuNumber: teaSampler.skus[0]?.skuNumber })}`,
  },
];

/** A seeded page's id, fixed so demo links and tests can name it (pages made in the editor get UUIDs). */
export const seededPageId = (slug: string) => `demo-${slug}`;

/**
 * Adds the demo pages whose slug is free, published by the seeded admin as their first revision;
 * pages edited since keep their edits.
 */
export async function seedPages(db: Db): Promise<void> {
  const author = demoUsers.find((user) => user.username === 'admin');
  if (!author) throw new Error('The demo users have no admin to write the demo pages');
  for (const page of demoCmsPages) {
    await db.query(
      `with p as (insert into pages (id, title, slug, content, author_id) values ($1, $2, $3, $4, $5)
         on conflict do nothing returning *)
       insert into page_revisions (page_id, revision, title, slug, content, author_id, saved_at, published)
         select id, revision, title, slug, content, author_id, updated_at, true from p`,
      [seededPageId(page.slug), page.title, page.slug, page.content, author.id],
    );
  }
}
