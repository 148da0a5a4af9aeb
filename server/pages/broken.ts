import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

function section(id: string, heading: string, html: string): string {
  return `<section class="demo-section" aria-labelledby="${id}-heading">
<h2 id="${id}-heading">${heading}</h2>
${html}
</section>`;
}

/** One slot of each kind of mistake a CMS page can hold, beside working ones that must survive. */
export const brokenPage: DemoPage = {
  path: '/demo/broken',
  guard: 'public',
  title: 'Broken slots',
  body: () => `
<p>Errors are reported as <code>cms-blocks:error</code> events and in the console; notices are
visible only in edit mode (signed in as someone who may edit the site, choose “Edit this page”).</p>
${section('broken-invalid-json', 'Invalid JSON in data-props', `<div data-block="spacer-medium" id="broken-invalid-json" data-props='{"spacing": '></div>`)}
${section('broken-invalid-props', 'Props that fail the block’s schema', slot('spacer-medium', { id: 'broken-invalid-props', props: { spacing: 'huge' } }))}
${section('broken-unknown-block', 'Unknown block name', slot('promo-bar', { id: 'broken-unknown-block' }))}
${section('working-spacer-medium', 'Working: spacer-medium', slot('spacer-medium', { id: 'working-spacer-medium' }))}
${section('working-return-to-top', 'Working: return-to-top', slot('return-to-top', { id: 'working-return-to-top' }))}`,
};
