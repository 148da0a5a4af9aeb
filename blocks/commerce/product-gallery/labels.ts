import { defineLabels } from '#host/labels.ts';

/** Texts of the product image gallery; a host overrides them as `productGallery.<key>`. */
export const productGalleryLabels = defineLabels('productGallery', {
  gallery: 'Images of {name}',
  loading: 'Loading images…',
  loadError: 'The product images could not be loaded.',
  /** Edit mode only (visitors see nothing): the gallery's product was deleted, or its id is wrong. */
  notFound: 'This product no longer exists, so the gallery shows nothing. Choose another product.',
  /** Edit mode only (visitors see nothing). */
  noImage: 'No image available',
  enlarge: 'Enlarge: {image}',
  thumbnails: 'Choose an image',
  showImage: 'Image {index} of {count}',
  previous: 'Previous image',
  next: 'Next image',
  imageOf: 'Image {index} of {count}',
});
