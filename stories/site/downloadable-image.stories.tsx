import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import block from '../../blocks/site/downloadable-image/index.ts';

// A picture drawn inline: Storybook serves no demo images.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#d8ebe2"/><text x="400" y="400" font-size="64" text-anchor="middle" font-family="sans-serif">Wellness guide</text></svg>',
)}`;

const meta = {
  title: 'Site/downloadable-image',
  component: block.component,
  args: {
    src: picture,
    alt: 'Cover of the free wellness guide',
    label: 'Download my free wellness guide',
    // A file of the page's own site (it is not fetched unless the link is clicked).
    downloadUrl: '/wellness-guide.svg',
    width: 800,
    height: 800,
    fileName: 'wellness-guide.svg',
  },
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file of this site: the link downloads it in place, under the given name. */
export const DownloadsInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Cover of the free wellness guide' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Download my free wellness guide (download)' });
    await expect(link).toHaveAttribute('download', 'wellness-guide.svg');
  },
};

/** Another site's file: browsers would navigate instead of downloading, so it opens in a new tab. */
export const OtherSite: Story = {
  args: { downloadUrl: 'https://files.example.org/wellness-guide.pdf' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download my free wellness guide (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).not.toHaveAttribute('download');
  },
};

/** Its picture does not load (deleted from the media library): editors see why, visitors nothing (the slot takes no space). */
export const PictureGone: Story = {
  args: { src: '/media/deleted-guide.png' },
  parameters: { pageConfig: { editMode: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The picture /media/deleted-guide.png could not be loaded, so visitors see nothing here. Choose another picture.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
