import { classifyFailure, failureText } from '#api/errors/api-error.ts';
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type ReferenceKind } from '#contracts/references.ts';

interface KindWords {
  /** "products": what the list holds. */
  plural: string;
  /** The search box's hint: what it searches by. */
  searchBy: string;
}

export const KIND_WORDS: Record<ReferenceKind, KindWords> = {
  product: { plural: 'products', searchBy: 'Search products by name or ID.' },
  sku: { plural: 'SKUs', searchBy: 'Search by product name, option or SKU.' },
  category: { plural: 'categories', searchBy: 'Search the catalogue’s categories by name.' },
  page: { plural: 'pages', searchBy: 'Search pages by title.' },
  image: { plural: 'images', searchBy: 'Search images by file name, or upload one.' },
  conference: { plural: 'conferences', searchBy: 'Search conferences by name.' },
  event: { plural: 'events', searchBy: 'Search events by name.' },
  video: { plural: 'videos', searchBy: 'Search videos by title.' },
  user: { plural: 'distributors', searchBy: 'Search distributors by name, username, ID or RCN.' },
};

/** The list's empty state: "No products match “xyz”." or, with nothing typed, "There are no products yet." */
export function noMatchesText(kind: ReferenceKind, query: string): string {
  const { plural } = KIND_WORDS[kind];
  return query.trim() === '' ? `There are no ${plural} yet.` : `No ${plural} match “${query.trim()}”.`;
}

/** Why a search or a look-up failed, in words an administrator can act on. */
export function searchFailureText(kind: ReferenceKind, error: unknown): string {
  const { kind: failure } = classifyFailure(error);
  if (failure === 'signed-out') return 'You are signed out. Sign in again, then search.';
  if (failure === 'forbidden') return `Only administrators can search ${KIND_WORDS[kind].plural}.`;
  return `The ${KIND_WORDS[kind].plural} could not be loaded. Check your connection and try again.`;
}

const TYPE_NAMES: Record<(typeof MEDIA_TYPES)[number], string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};
const TYPE_LIST = Object.values(TYPE_NAMES)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1');

/** "2 MB", "840 KB": a size as people read it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Why a file cannot be uploaded, before it is sent, or null. The server checks again by the
 * file's bytes; this check spares a wait for what the browser already knows.
 */
export function mediaFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not an image the site takes. Choose a ${TYPE_LIST} file.`;
  }
  if (file.size > MEDIA_MAX_BYTES) {
    return `“${file.name}” is ${sizeText(file.size)}; an image can be at most ${sizeText(MEDIA_MAX_BYTES)}.`;
  }
  return null;
}

const UPLOAD_FAILED = 'The image could not be uploaded. Check your connection and try again.';

/** Why an upload failed: the server's own words for a refused file, else what to do. */
export function uploadFailureText(error: unknown): string {
  const failure = classifyFailure(error, ['file']);
  if (failure.kind === 'signed-out') return 'You are signed out. Sign in again, then upload the image.';
  if (failure.kind === 'forbidden') return 'Only administrators can upload images.';
  if (failure.kind === 'invalid') return failure.fields.file ?? failureText(failure, UPLOAD_FAILED);
  return UPLOAD_FAILED;
}
