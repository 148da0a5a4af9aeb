import { fireEvent, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import block, { DownloadableImagePropsSchema } from '../../../../blocks/site/downloadable-image/index.ts';
import { defaultPageConfig } from '#host/config.ts';
import { HostProvider } from '#host/host-context.tsx';

const DownloadableImage = block.component;
const props = {
  src: '/demo-images/guide.svg',
  alt: 'Cover of the guide',
  label: 'Download the guide',
  downloadUrl: '/demo-images/guide.svg?download=1',
  width: 800,
  height: 600,
};

describe('downloadable-image', () => {
  it('shows the picture with its text alternative and size, and a link that downloads in place', () => {
    render(<DownloadableImage {...props} fileName="wellness-guide.svg" />);
    const image = screen.getByRole('img', { name: 'Cover of the guide' });
    expect(image).toHaveAttribute('src', '/demo-images/guide.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
    const link = screen.getByRole('link', { name: 'Download the guide (download)' });
    expect(link).toHaveAttribute('href', '/demo-images/guide.svg?download=1');
    expect(link).toHaveAttribute('download', 'wellness-guide.svg');
    expect(link).not.toHaveAttribute('target');
  });

  it("opens another site's file in a new tab, since a browser would navigate away instead of downloading it", () => {
    render(<DownloadableImage {...props} downloadUrl="https://files.example.org/guide.pdf" />);
    const link = screen.getByRole('link', { name: 'Download the guide (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('download');
  });

  it('shows visitors nothing where its picture does not load, and tells editors why; another picture shows again', () => {
    const visitor = render(<DownloadableImage {...props} src="/media/deleted.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover of the guide' }));
    expect(visitor.container).toBeEmptyDOMElement();
    visitor.rerender(<DownloadableImage {...props} />);
    expect(screen.getByRole('img', { name: 'Cover of the guide' })).toHaveAttribute('src', '/demo-images/guide.svg');
    visitor.unmount();

    render(
      <HostProvider config={{ ...defaultPageConfig, editMode: true }}>
        <DownloadableImage {...props} src="/media/deleted.png" />
      </HostProvider>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Cover of the guide' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The picture /media/deleted.png could not be loaded, so visitors see nothing here. Choose another picture.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses props that could run script or leave the label empty', () => {
    expect(v.safeParse(DownloadableImagePropsSchema, props).success).toBe(true);
    expect(v.safeParse(DownloadableImagePropsSchema, { ...props, downloadUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(DownloadableImagePropsSchema, { ...props, src: '//evil.example/x.png' }).success).toBe(false);
    expect(v.safeParse(DownloadableImagePropsSchema, { ...props, label: '   ' }).success).toBe(false);
    expect(v.safeParse(DownloadableImagePropsSchema, { ...props, fileName: '../etc/passwd' }).success).toBe(false);
  });
});
