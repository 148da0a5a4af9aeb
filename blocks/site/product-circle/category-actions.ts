/** A category's video: the file, its WebVTT captions and an optional still shown before it plays. */
export interface CategoryVideo {
  src: string;
  captionsSrc: string;
  poster?: string | undefined;
}

/** A category of the wheel as the editor writes it (the spec's Category entity). */
export interface Category {
  imageUrl: string;
  label: string;
  action: 'popup' | 'productPage';
  productIds?: string[] | undefined;
  video?: CategoryVideo | undefined;
  productUrl?: string | undefined;
}

/**
 * What choosing a category does:
 * - `popup`: a dialog with its video (if any) above its products (if any);
 * - `link`: goes to its product page;
 * - `incomplete`: the editor left out what its action needs (a popup with neither products nor a
 *   video, a product page without productUrl); visitors do not see it, editors get a note.
 */
export type CategoryAction =
  | { kind: 'popup'; productIds: readonly string[]; video: CategoryVideo | null }
  | { kind: 'link'; href: string }
  | { kind: 'incomplete'; needs: 'productUrl' | 'productIdsOrVideo' };

export function categoryAction(category: Category): CategoryAction {
  if (category.action === 'productPage') {
    return category.productUrl ? { kind: 'link', href: category.productUrl } : { kind: 'incomplete', needs: 'productUrl' };
  }
  const productIds = [...new Set(category.productIds ?? [])];
  const video = category.video ?? null;
  if (productIds.length === 0 && !video) return { kind: 'incomplete', needs: 'productIdsOrVideo' };
  return { kind: 'popup', productIds, video };
}

export type ShownAction = Exclude<CategoryAction, { kind: 'incomplete' }>;

export interface WheelCategory {
  category: Category;
  action: ShownAction;
}

/** The categories visitors see, in the editor's order, and the labels of those left out as incomplete. */
export function wheelCategories(categories: readonly Category[]): { shown: WheelCategory[]; incomplete: string[] } {
  const shown: WheelCategory[] = [];
  const incomplete: string[] = [];
  for (const category of categories) {
    const action = categoryAction(category);
    if (action.kind === 'incomplete') incomplete.push(category.label);
    else shown.push({ category, action });
  }
  return { shown, incomplete };
}
