import { sanitizePage } from '#server/sanitize-page.ts';
import { DEMO_HOME_MEDIA_PREFIX } from '../demo-home/media-prefix.ts';
import type { Db } from './database.ts';
import { demoSite } from './seed-users.ts';

interface DemoPopup {
  id: string;
  name: string;
  content: string;
  linkText: string;
  linkUrl: string;
}

/** The popups site owners choose from; each background is drawn by server/demo-home/home-pictures.ts. */
export const demoPopups: DemoPopup[] = [
  {
    id: 'spring-sale',
    name: 'Spring sale',
    content: '<p><strong>Spring sale:</strong> 15% off every essential oil until the end of the month.</p>',
    linkText: 'Shop lavender oil',
    linkUrl: '/p/lavender-essential-oil',
  },
  {
    id: 'new-diffuser',
    name: 'Meet the new diffuser',
    content: '<p>The <strong>Ultrasonic Aroma Diffuser</strong> is here: whisper-quiet, with a soft night light.</p>',
    linkText: 'See the diffuser',
    linkUrl: '/p/ultrasonic-aroma-diffuser',
  },
  {
    id: 'free-shipping',
    name: 'Free shipping weekend',
    content: '<p>This weekend only: <em>free shipping</em> on every order over $50.</p>',
    linkText: 'Start shopping',
    linkUrl: '/products',
  },
];

/** The demo site's first choices: no popup (so visitors' first visit is not interrupted), three picks. */
export const demoHomePageSettings = { currentPopupId: null, productCount: 3, productIds: ['P104', 'P106', 'P107'] } as const;

export const popupBackgroundUrl = (popupId: string) => `${DEMO_HOME_MEDIA_PREFIX}/pictures/popup-${popupId}.svg`;

/**
 * Upserts the popups (their content stored sanitised, as any popup's is) and gives the demo site
 * its first home-page choices only when it has none: an owner's later choices stay.
 */
export async function seedSiteSettings(db: Db): Promise<void> {
  for (const [index, popup] of demoPopups.entries()) {
    await db.query(
      `insert into popups (id, name, background_image, content, link_text, link_url, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do update set name = excluded.name, background_image = excluded.background_image,
         content = excluded.content, link_text = excluded.link_text, link_url = excluded.link_url,
         sort_order = excluded.sort_order`,
      [popup.id, popup.name, popupBackgroundUrl(popup.id), sanitizePage(popup.content), popup.linkText, popup.linkUrl, index],
    );
  }
  await db.query(
    `insert into home_page_settings (site_id, current_popup_id, product_count, product_ids) values ($1, $2, $3, $4::text[])
     on conflict (site_id) do nothing`,
    [demoSite.id, demoHomePageSettings.currentPopupId, demoHomePageSettings.productCount, demoHomePageSettings.productIds],
  );
}
