import swiperCss from 'swiper/css?inline';

/**
 * swiper's core stylesheet, applied like every block's CSS (a constructable stylesheet, so strict
 * CSP pages accept it) and put inside `@layer cms-blocks`, so host CSS still wins over it. Shared by
 * the blocks that slide (product-gallery, rotating-banner).
 */
export const SWIPER_CSS = `@layer cms-blocks {\n${swiperCss}\n}`;
