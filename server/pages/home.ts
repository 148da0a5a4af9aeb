import { homeBannerProps, homeCircleProps, wellnessGuideProps } from '../demo-home/home-blocks.ts';
import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';
import { quickShopSections } from './products.ts';

/** The site owner's picks on the home page: one section of the quick shop. */
const favourites = [
  { title: 'My favourites', productIds: quickShopSections.flatMap((section) => section.productIds).slice(0, 3) },
];

/**
 * The personal website's home page of site `demo`, as a small business owner's CMS writes it:
 * search at the top, the rotating banner as the hero, a welcome, the product circle, the owner's
 * picks (edited in place in edit mode), favourites, a free download, the contact form, the
 * owner's popup (shown once) and the cookie notice.
 */
export const homePage: DemoPage = {
  path: '/',
  guard: 'public',
  title: 'Maya’s Wellness Corner',
  body: () => `
<div class="demo-home-search">${slot('site-search-box')}</div>
${slot('rotating-banner', { props: homeBannerProps, id: 'home-banner' })}
<section class="demo-home-welcome" aria-labelledby="welcome-heading">
<h2 id="welcome-heading">Hello, and welcome!</h2>
<p>I’m Maya. For ten years I have been finding gentle, honest products for my own family, and
now I help neighbours and friends do the same. Have a look around, and if you are not sure where
to start, just ask me.</p>
<p><a class="demo-cta" href="/products">Browse all products</a></p>
</section>
${slot('spacer-medium')}
${slot('home-page-video', { id: 'home-video' })}
${slot('spacer-medium')}
${slot('product-circle', { props: homeCircleProps, id: 'home-circle' })}
${slot('spacer-medium')}
${slot('home-page-products', { props: { heading: 'Maya’s picks this month' }, id: 'home-products' })}
${slot('spacer-medium')}
${slot('quick-shop', { props: { sections: favourites } })}
${slot('spacer-large')}
<section class="demo-home-guide" id="wellness-guide" aria-labelledby="guide-heading">
<div class="demo-home-guide-text">
<h2 id="guide-heading">A little gift for you</h2>
<p>My wellness guide gathers the small routines my customers love most: a calmer evening, a
brighter morning and a few minutes for yourself. It is free, and it is yours to keep.</p>
</div>
${slot('downloadable-image', { props: wellnessGuideProps })}
</section>
${slot('spacer-large')}
<section class="demo-home-contact" aria-labelledby="contact-heading">
<h2 id="contact-heading">Let’s talk</h2>
<p>Questions about a product, an order or joining the team? Send me a note and I will write back
within a day.</p>
${slot('contact-site-owner')}
</section>
${slot('spacer-large')}
${slot('home-page-popups', { id: 'home-popup' })}
${slot('cookie-notice')}
${slot('return-to-top', { props: { threshold: 200 } })}`,
};
