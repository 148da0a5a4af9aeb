import { useId, useState } from 'react';
import { useHostConfig } from '#host/host-context.tsx';
import { fillLabel, useLabels } from '#host/labels.ts';
import { useBaseStyles } from '#ui/use-base-styles.ts';
import { useBrokenImages, type BrokenImages } from '#ui/use-broken-image.ts';
import { Modal } from '#ui/modal.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { wheelCategories, type Category, type WheelCategory } from './category-actions.ts';
import { CategoryPopup } from './category-popup.tsx';
import { productCircleLabels } from './labels.ts';
import css from './product-circle.css?inline';

export interface ProductCircleProps {
  heading?: string | undefined;
  categories: Category[];
}

/**
 * Categories around a wheel (from 768 px wide; a grid below), the heading in its middle. A category
 * is a link to its product page, or a button opening a dialog with its video and products; closing
 * the dialog puts focus back on the category. A category whose picture does not load keeps its
 * place, label and action with an empty circle; editors get a note naming it.
 */
export function ProductCircle({ heading, categories }: ProductCircleProps) {
  useBaseStyles();
  useStyles(css);
  const labels = useLabels(productCircleLabels);
  const { editMode } = useHostConfig();
  const headingId = useId();
  const { shown, incomplete } = wheelCategories(categories);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opened = openIndex === null ? undefined : shown[openIndex];
  const pictures = useBrokenImages();
  const pictureless = shown.filter(({ category }) => pictures.isBroken(category.imageUrl)).map(({ category }) => category.label);

  return (
    <section className="cmsb-product-circle" aria-labelledby={headingId} data-state={opened ? 'open' : 'closed'}>
      <div className="cmsb-product-circle__wheel">
        <h2 className="cmsb-product-circle__heading" id={headingId}>
          {heading ?? labels.heading}
        </h2>
        {/* note: the wheel's places come from the stylesheet by count and position, not from style
            attributes, which a strict CSP drops from the server's HTML */}
        <ul className="cmsb-product-circle__list" data-count={shown.length}>
          {shown.map((entry, index) => (
            <li
              // The categories are the props' list, which never reorders while the block is mounted.
              key={index}
              className="cmsb-product-circle__item"
            >
              <CategoryControl entry={entry} pictures={pictures} onOpen={() => setOpenIndex(index)} />
            </li>
          ))}
        </ul>
      </div>
      {editMode && incomplete.length > 0 ? (
        <p className="cmsb-product-circle__note" role="note">
          {fillLabel(labels.incomplete, { labels: incomplete.join(', ') })}
        </p>
      ) : null}
      {editMode && pictureless.length > 0 ? (
        <p className="cmsb-product-circle__note" role="note">
          {fillLabel(labels.brokenImages, { labels: pictureless.join(', ') })}
        </p>
      ) : null}
      <Modal
        open={opened !== undefined}
        title={opened?.category.label ?? ''}
        onClose={() => setOpenIndex(null)}
        className="cmsb-product-circle__dialog"
      >
        {opened?.action.kind === 'popup' ? (
          <CategoryPopup productIds={opened.action.productIds} video={opened.action.video} />
        ) : null}
      </Modal>
    </section>
  );
}

interface CategoryControlProps {
  entry: WheelCategory;
  pictures: BrokenImages;
  onOpen: () => void;
}

function CategoryControl({ entry, pictures, onOpen }: CategoryControlProps) {
  const { category, action } = entry;
  const face = (
    <>
      {pictures.isBroken(category.imageUrl) ? (
        <span className="cmsb-product-circle__image" />
      ) : (
        <img
          className="cmsb-product-circle__image"
          src={category.imageUrl}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
          onError={pictures.onError(category.imageUrl)}
        />
      )}
      <span className="cmsb-product-circle__label">{category.label}</span>
    </>
  );
  if (action.kind === 'link') {
    return (
      <a className="cmsb-product-circle__category" href={action.href}>
        {face}
      </a>
    );
  }
  return (
    <button type="button" className="cmsb-product-circle__category" aria-haspopup="dialog" onClick={onOpen}>
      {face}
    </button>
  );
}
