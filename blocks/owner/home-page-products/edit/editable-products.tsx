import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import {
  HOME_PAGE_PRODUCT_COUNTS,
  homePageProductsSectionEndpoint,
  type HomePageProductsSection,
} from '#contracts/site-settings.ts';
import { undoProductsEndpoint } from '#contracts/site-settings-undo.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { useStyles } from '#ui/use-styles.ts';
import { SaveStatus } from '../../shared/save-status.tsx';
import { fetchLatestSections, heldRevision, storeSection } from '../../shared/site-sections.ts';
import { UndoLastChange } from '../../shared/undo-last-change.tsx';
import { inlineSaveState, useInlineSetting } from '../../shared/use-inline-setting.ts';
import { useSectionUndo } from '../../shared/use-section-undo.ts';
import { homePageProductsLabels } from '../labels.ts';
import { ProductsView } from '../products-view.tsx';
import { hasRoom, shownProducts, withMovedPick, withoutPick, withPick, withProductCount } from '../products-rules.ts';
import css from './edit-products.css?inline';
import { ProductPicker } from './product-picker.tsx';

interface EditableProductsProps {
  heading: string;
  siteId: string;
  /** What the server holds: the page's sections query, updated by each save. */
  section: HomePageProductsSection;
}

/**
 * The owner's grid with its editing panel: Undo of the last change, the count (3 or 6), the picks
 * in order (move up, move down, remove) and a catalogue search to add more. Each change shows at once and is saved; a
 * refused save puts the previous choice back and says why, except a save over someone else's
 * newer one: that keeps the owner's choice on screen until they reload the latest.
 */
export function EditableProducts({ heading, siteId, section }: EditableProductsProps) {
  useStyles(css);
  const labels = useLabels(homePageProductsLabels);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const setting = useInlineSetting(
    section,
    async (next: HomePageProductsSection) => {
      const revision = heldRevision(queryClient, api, siteId, 'homePageProducts');
      const { data } = await api.request(homePageProductsSectionEndpoint, {
        query: { siteId },
        json: { productCount: next.productCount, productIds: next.productIds, revision },
      });
      storeSection(queryClient, api, siteId, 'homePageProducts', data);
    },
    () => fetchLatestSections(queryClient, api, siteId),
  );
  const undo = useSectionUndo({
    siteId,
    section: 'homePageProducts',
    endpoint: undoProductsEndpoint,
    revision: section.revision,
    setting,
    store: (restored, client) => storeSection(client, api, siteId, 'homePageProducts', restored),
  });
  const value = setting.value;
  const change = (next: HomePageProductsSection) => {
    if (next !== value) void undo.commit(next);
  };
  const picksHeading = useRef<HTMLHeadingElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const countName = useId();
  const products = shownProducts(value);

  const empty = (
    <div className="cmsb-hpp-edit__empty">
      <p className="cmsb-hpp-edit__empty-title">{labels.emptyTitle}</p>
      <p>{labels.emptyText}</p>
    </div>
  );

  return (
    <ProductsView
      heading={heading}
      products={products}
      count={value.productCount}
      state={products.length > 0 ? 'ready' : 'empty'}
      empty={empty}
      busy={undo.shown.status === 'pending'}
    >
      <div className="cmsb-hpp-edit" data-status={inlineSaveState(undo.shown.status)}>
        <div className="cmsb-hpp-edit__bar">
          <h3 className="cmsb-hpp-edit__title" ref={title} tabIndex={-1}>
            {labels.editorTitle}
          </h3>
          <SaveStatus setting={undo.shown} texts={undo.texts} focusAfterReload={title} />
        </div>
        <UndoLastChange undo={undo} />
        <fieldset className="cmsb-hpp-edit__count" disabled={undo.pending}>
          <legend>{labels.countLegend}</legend>
          {HOME_PAGE_PRODUCT_COUNTS.map((count) => (
            <label key={count} className="cmsb-hpp-edit__choice">
              <input
                type="radio"
                name={countName}
                value={count}
                checked={value.productCount === count}
                onChange={() => change(withProductCount(value, count))}
              />
              {fillLabel(labels.countOption, { count })}
            </label>
          ))}
        </fieldset>
        <h4 className="cmsb-hpp-edit__subtitle" ref={picksHeading} tabIndex={-1}>
          {fillLabel(labels.picksHeading, { picked: value.products.length, count: value.productCount })}
        </h4>
        {value.products.length > 0 ? (
          <ol className="cmsb-hpp-edit__picks">
            {value.products.map((product, index) => (
              <li key={product.productId} className="cmsb-hpp-edit__pick">
                <span className="cmsb-hpp-edit__pick-name">{product.name}</span>
                <PickButton
                  text="↑"
                  label={fillLabel(labels.moveUp, { name: product.name })}
                  disabled={undo.pending || index === 0}
                  onClick={() => change(withMovedPick(value, product.productId, -1))}
                />
                <PickButton
                  text="↓"
                  label={fillLabel(labels.moveDown, { name: product.name })}
                  disabled={undo.pending || index === value.products.length - 1}
                  onClick={() => change(withMovedPick(value, product.productId, 1))}
                />
                <PickButton
                  text="✕"
                  label={fillLabel(labels.remove, { name: product.name })}
                  disabled={undo.pending}
                  onClick={() => {
                    change(withoutPick(value, product.productId));
                    // The button goes away with its row: focus stays in the panel.
                    picksHeading.current?.focus();
                  }}
                />
              </li>
            ))}
          </ol>
        ) : null}
        <ProductPicker
          picked={value.productIds}
          full={!hasRoom(value)}
          count={value.productCount}
          onAdd={(product) => change(withPick(value, product))}
        />
      </div>
    </ProductsView>
  );
}

function PickButton({
  text,
  label,
  disabled,
  onClick,
}: {
  text: string;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="cmsb-hpp-edit__pick-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );
}
