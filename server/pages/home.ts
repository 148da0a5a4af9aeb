import type { DemoPage } from './demo-page.ts';
import { escapeHtml, slot } from './html.ts';
import { featuredProduct, productPagePath, quickShopSections } from './products.ts';

/** The site owner's picks on the home page: one section of the quick shop. */
const favourites = [
  { title: 'My favourites', productIds: quickShopSections.flatMap((section) => section.productIds).slice(0, 3) },
];

/** The personal website's home page of site `demo`. */
export const homePage: DemoPage = {
  path: '/',
  title: 'Welcome to my personal website',
  body: () => `
<section class="demo-hero" aria-labelledby="hero-heading">
<h2 id="hero-heading">Everyday wellness, chosen with care</h2>
<p>Thanks for stopping by! I share the products I use every day and I am happy to help you find
the right ones for you and your family.</p>
<p><a class="demo-cta" href="/products">Shop the catalogue</a></p>
<p>Or start with my favourite,
<a href="${escapeHtml(productPagePath(featuredProduct.detailPage))}">${escapeHtml(featuredProduct.name)}</a>,
and ask me anything through the contact form.</p>
</section>
${slot('spacer-medium')}
${slot('quick-shop', { props: { sections: favourites } })}
${slot('spacer-large')}
<h2>Why I started</h2>
<p>Ten years ago I was looking for products I could trust for my own family. I found them, and I
found a community of people who care about the same things. Today I help others do the same.</p>
<p>Every month I share what is new in the catalogue, what my customers loved, and the little
routines that make a difference: a diffuser in the evening, a cup of herbal tea, a walk outside.</p>
${slot('spacer-medium')}
<h2>How ordering works</h2>
<p>Pick the products you like, add them to your cart, and check out securely. Preferred
customers save on every order and can choose monthly or quarterly auto-ship.</p>
<p>Questions about an order? Send me a message and I will get back to you within a day.</p>
${slot('spacer-large')}
<h2>Giving back</h2>
<p>Every order supports the Kids Foundation. You can also add a donation of any amount at
checkout.</p>
${slot('spacer-large')}
${slot('return-to-top', { props: { threshold: 200 } })}`,
};
