import { toJsonSchema } from '@valibot/to-json-schema';
import { render, screen } from '@testing-library/react';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import block from '../../../../../blocks/commerce/suggested-products-v2/index.ts';
import galleryBlock from '../../../../../blocks/commerce/product-gallery/index.ts';
import { defaultPageConfig } from '#host/config.ts';
import { Providers } from '#runtime/providers.tsx';
import { validateProps } from '#runtime/props.ts';

const NOTICE = 'Suggested products version 2 is deprecated; use suggested-products-v3.';
const Notice = block.component as () => ReturnType<typeof block.component>;

describe('suggested-products-v2', () => {
  it('is marked deprecated with the notice text', () => {
    expect(block.name).toBe('suggested-products-v2');
    expect(block.deprecated).toBe(NOTICE);
  });

  it('shows editors the deprecation notice', () => {
    render(
      <Providers config={{ ...defaultPageConfig, editMode: true }}>
        <Notice />
      </Providers>,
    );
    expect(screen.getByRole('note')).toHaveTextContent(NOTICE);
  });

  it('shows visitors nothing', () => {
    const { container } = render(
      <Providers config={defaultPageConfig}>
        <Notice />
      </Providers>,
    );
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(container.querySelector('.cmsb-deprecated-notice')).toBeNull();
  });

  it("accepts any legacy props object, so old pages don't fail", () => {
    expect(validateProps(block.props, { categoryName: 'Oils', tag: 'x', count: 99, nested: { a: 1 } }).ok).toBe(true);
    expect(validateProps(block.props, {}).ok).toBe(true);
    expect(validateProps(block.props, 'not an object').ok).toBe(false);
    expect(toJsonSchema(block.props as v.GenericSchema, { errorMode: 'throw' })).toMatchObject({ type: 'object' });
  });
});

describe('product-gallery props', () => {
  it('takes one product id', () => {
    expect(validateProps(galleryBlock.props, { productId: 'P100' }).ok).toBe(true);
    expect(validateProps(galleryBlock.props, {}).ok).toBe(false);
    expect(validateProps(galleryBlock.props, { productId: '../x' }).ok).toBe(false);
    expect(validateProps(galleryBlock.props, { productId: 'P100', extra: 1 }).ok).toBe(false);
    expect(toJsonSchema(galleryBlock.props as v.GenericSchema, { errorMode: 'throw' })).toMatchObject({
      required: ['productId'],
    });
  });
});
