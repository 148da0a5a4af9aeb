import type { ReferenceItem } from '#contracts/references.ts';
import type { MediaRow } from './media-store.ts';

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: "512 bytes", "84 KB", "1.4 MB". */
export function formatByteSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${Number((bytes / MB).toFixed(1))} MB`;
}

/** "PNG", "JPEG", "SVG" from "image/png", "image/jpeg", "image/svg+xml". */
const typeName = (contentType: string) => (contentType.split('/')[1] ?? contentType).split('+')[0]?.toUpperCase() ?? contentType;

/** The picker's item of an image: its URL is both what a prop stores and the thumbnail. */
export function mediaItem(row: MediaRow): ReferenceItem {
  const size = formatByteSize(row.byteSize);
  const shape = row.width !== null && row.height !== null ? `${row.width} × ${row.height}` : typeName(row.contentType);
  return { value: row.url, label: row.fileName, detail: `${shape} · ${size}`, thumbnail: row.url, alt: row.altText };
}
