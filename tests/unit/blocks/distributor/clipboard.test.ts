import { describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../../blocks/distributor/distributor-link-creator/clipboard.ts';

describe('copyText', () => {
  it('copies with the Clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyText('https://x.example/', { writeText })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x.example/');
  });

  it('is refused when the browser says no or has no Clipboard API', async () => {
    const writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    await expect(copyText('x', { writeText })).resolves.toBe('refused');
    await expect(copyText('x', {})).resolves.toBe('refused');
  });
});
