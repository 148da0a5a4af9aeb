import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockEntry } from '#contracts/block-manifest.ts';
import { BlockDialog } from '#editor/block-dialog.tsx';
import { fakeFetch } from '../../support/fake-fetch.ts';
import { realBlock } from './fixtures.ts';

/** An image of the media library, with the alt text stored with it. */
const TEA_IMAGE = {
  value: '/media/abc/tea.png',
  label: 'tea.png',
  detail: '400 × 400 · 20 KB',
  thumbnail: '/media/abc/tea.png',
  alt: 'A cup of green tea',
};

function renderDialog(block: BlockEntry) {
  const user = userEvent.setup();
  const server = fakeFetch({ 'GET /api/cms/references/image': () => ({ data: [TEA_IMAGE] }) });
  render(
    <BlockDialog open blocks={[block]} editing={null} onSubmit={vi.fn()} onClose={vi.fn()} apiBaseUrl="/" fetch={server.fetch} />,
  );
  return user;
}

async function pickTea(user: ReturnType<typeof userEvent.setup>, container: HTMLElement, label: string) {
  await user.type(within(container).getByRole('combobox', { name: label }), 'tea');
  await within(container).findByRole('option', { name: /tea\.png/ });
  await user.keyboard('{Enter}');
}

describe('BlockDialog: an image picked brings its alt text from the media library', () => {
  it('fills the empty Image description of a downloadable image, which the person can then change', async () => {
    const block = realBlock('downloadable-image');
    const user = renderDialog(block);
    await user.click(screen.getByRole('option', { name: block.title }));
    const form = screen.getByRole('dialog');
    const description = within(form).getByRole('textbox', { name: /^Image description/ });
    expect(description).toHaveValue('');
    await pickTea(user, form, 'Image');
    expect(description).toHaveValue('A cup of green tea');
    await user.clear(description);
    await user.type(description, 'Our green tea');
    expect(description).toHaveValue('Our green tea');
  });

  it('keeps a description already written, and fills each slide of a banner on its own', async () => {
    const block = realBlock('rotating-banner');
    const user = renderDialog(block);
    await user.click(screen.getByRole('option', { name: block.title }));
    const slide = screen.getByRole('group', { name: 'Slides: item 1' });
    const description = within(slide).getByRole('textbox', { name: /^Image description/ });
    await user.type(description, 'Spring sale');
    await pickTea(user, slide, 'Image for wide screens');
    expect(description).toHaveValue('Spring sale');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add item' }));
    const second = screen.getByRole('group', { name: 'Slides: item 2' });
    await pickTea(user, second, 'Image for phones');
    expect(within(second).getByRole('textbox', { name: /^Image description/ })).toHaveValue('A cup of green tea');
  });
});
