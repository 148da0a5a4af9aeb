import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import block from '../../blocks/commerce/certification-badge/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { answer, certifiedPath } from '../../tests/unit/blocks/commerce/products/fixtures.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const certified = (isCertified: boolean) => withServer(() => ({ [`GET ${certifiedPath('u-7')}`]: answer(isCertified) }));
const dana = { user: { id: 'u-7', username: 'dana', status: 'D' } };

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
    await expect(canvasElement.querySelector('.cmsb-certification')).toBeNull();
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

/**
 * Someone else, not certified: nothing. Beside it, a certified colleague's badge whose answer comes
 * second: once that badge shows, the first answer has had its turn.
 */
export const NotCertifiedOtherViewer: Story = {
  decorators: [
    withServer(() => {
      let answered: () => void = () => undefined;
      const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
      return {
        [`GET ${certifiedPath('u-7')}`]: () => {
          answered();
          return { data: false };
        },
        [`GET ${certifiedPath('u-9')}`]: async () => {
          await firstAnswered;
          return { data: true };
        },
      };
    }),
  ],
  parameters: { pageConfig: { user: { id: 'u-8', username: 'cory' } } },
  render: (args) => (
    <>
      <block.component {...args} />
      <block.component userId="u-9" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Certified')).toBeVisible();
    await expect(canvasElement.querySelectorAll('.cmsb-certification')).toHaveLength(1);
  },
};
