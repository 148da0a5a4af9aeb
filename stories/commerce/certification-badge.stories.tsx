import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import block from '../../blocks/commerce/certification-badge/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { answer, certifiedPath } from '../../tests/fixtures/commerce/products.ts';
import { OWNER, SECTIONS_ROUTE, sections } from '../../tests/fixtures/owner/products-and-popups.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const certified = (isCertified: boolean) => withServer(() => ({ [`GET ${certifiedPath('u-7')}`]: answer(isCertified) }));
const dana = { user: { id: 'u-7', username: 'dana', status: 'D' } };

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-certification');
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));

const meta = {
  title: 'Commerce/certification-badge',
  component: block.component,
  args: { userId: 'u-7' },
  decorators: [certified(true)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing shows until the answer is known. */
export const Loading: Story = {
  decorators: [withServer(() => ({ [`GET ${certifiedPath('u-7')}`]: never }))],
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'unknown');
    await expect(root(canvasElement)).not.toBeVisible();
  },
};

export const Certified: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Certified')).toBeVisible();
  },
};

/** The user themself, not certified: the notice with the Get Certified link. */
export const NotCertified: Story = {
  decorators: [certified(false)],
  parameters: { pageConfig: dana },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You are not certified yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Certified' })).toHaveAttribute(
      'href',
      '/distributor-certification-training',
    );
  },
};

/** Someone else, not certified: nothing. */
export const NotCertifiedOtherViewer: Story = {
  decorators: [certified(false)],
  parameters: { pageConfig: { user: { id: 'u-8', username: 'cory' } } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'none');
    await expect(root(canvasElement)).not.toBeVisible();
    await expect(root(canvasElement)).toBeEmptyDOMElement();
  },
};

/** Left empty: the badge of the owner of the site that shows the page. */
export const SiteOwner: Story = {
  args: { userId: undefined },
  decorators: [withServer(() => ({ [SECTIONS_ROUTE]: answer(sections()), [`GET ${certifiedPath(OWNER.id)}`]: answer(true) }))],
  parameters: { pageConfig: { siteId: 'demo' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Certified')).toBeVisible();
  },
};
