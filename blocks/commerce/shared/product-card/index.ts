export { productCardLabels } from './labels.ts';
export { ProductCard, ProductGrid, type ProductCardProps, type ProductCardState } from './product-card.tsx';
export { cardImage, initialCardSku, productPageUrl, quickAddSkus } from './product-card-rules.ts';
