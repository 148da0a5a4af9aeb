/** The smallest a badge line may print, in CSS px (about 9 pt): smaller is not read at arm's length. */
export const MIN_BADGE_FONT_PX = 12;

/**
 * The largest size in [min, max], to within `precision`, for which `fits` holds; `min` when none
 * does. `fits` must hold for every size below one it holds for (text only grows with its size).
 */
export function largestFitting(min: number, max: number, fits: (size: number) => boolean, precision = 0.25): number {
  if (fits(max)) return max;
  let low = min;
  let high = max;
  while (high - low > precision) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

const px = (value: string) => Number.parseFloat(value) || 0;

interface Bounds {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The card's content box on the page: inside its border and its margins (its padding). */
function contentBounds(card: HTMLElement): Bounds {
  const box = card.getBoundingClientRect();
  const style = getComputedStyle(card);
  return {
    left: box.left + px(style.borderLeftWidth) + px(style.paddingLeft),
    right: box.right - px(style.borderRightWidth) - px(style.paddingRight),
    top: box.top + px(style.borderTopWidth) + px(style.paddingTop),
    bottom: box.bottom - px(style.borderBottomWidth) - px(style.paddingBottom),
  };
}

/**
 * The boxes a line takes: its own, and its inner span's, which spans every word (even one wider
 * than the line) and the letters' full height (taller than a tight line height).
 */
const boxesOf = (line: HTMLElement) => [line.getBoundingClientRect(), (line.firstElementChild ?? line).getBoundingClientRect()];

const across = (box: DOMRect, bounds: Bounds) => box.left >= bounds.left && box.right <= bounds.right;
const down = (box: DOMRect, bounds: Bounds) => box.top >= bounds.top && box.bottom <= bounds.bottom;

/**
 * Sizes the badge's lines to fit inside its margins. The lines break only between words (their
 * CSS keeps words whole), so a word wider than the badge shrinks its line instead: every line
 * first shrinks until its longest word fits across, then the name (`name`, one of `lines`) shrinks
 * until all the lines fit down the badge too. Each starts from its stylesheet size, so a short
 * name prints as large as ever. A word too wide even at the smallest size breaks anywhere instead
 * (`data-wrap="anywhere"`) and its line starts again from its stylesheet size: a name of one very
 * long word then fills the badge's lines rather than running off it at the smallest size.
 */
export function fitBadgeText(card: HTMLElement, lines: readonly HTMLElement[], name: HTMLElement): void {
  for (const line of lines) {
    line.style.removeProperty('font-size');
    delete line.dataset.wrap;
  }
  const fitAt = (line: HTMLElement, fits: () => boolean) => {
    const max = px(getComputedStyle(line).fontSize);
    const size = largestFitting(Math.min(MIN_BADGE_FONT_PX, max), max, (candidate) => {
      line.style.fontSize = `${candidate}px`;
      return fits();
    });
    line.style.fontSize = `${size}px`;
  };
  const fitsAcross = (line: HTMLElement) => boxesOf(line).every((box) => across(box, contentBounds(card)));
  for (const line of lines) {
    fitAt(line, () => fitsAcross(line));
    if (fitsAcross(line)) continue;
    line.dataset.wrap = 'anywhere';
    line.style.removeProperty('font-size');
  }
  fitAt(name, () => {
    const bounds = contentBounds(card);
    return lines.flatMap(boxesOf).every((box) => across(box, bounds) && down(box, bounds));
  });
}
