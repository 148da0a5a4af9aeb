import type { ReactNode } from 'react';
import type { BlockIcon as BlockIconName } from '#contracts/block-manifest.ts';

/**
 * The inserter's icons: line drawings on a 24-unit grid, stroked in the text colour, so they
 * follow the theme and high-contrast modes. Decorative: the block's title says what it is.
 */
const ICONS: Record<BlockIconName, ReactNode> = {
  cart: (
    <>
      <path d="M3 4h2l2.5 11h10L20 8H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="16" cy="19" r="1.5" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  product: (
    <>
      <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="M4 7.5l8 4.5 8-4.5M12 12v9" />
    </>
  ),
  products: (
    <>
      <rect x="3" y="3" width="7.5" height="7.5" rx="1" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="1" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="1" />
      <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1.5" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      <path d="M3 17l5-5 4 4 3-3 6 6" />
    </>
  ),
  images: (
    <>
      <rect x="6" y="3" width="15" height="13" rx="1.5" />
      <path d="M3 7v12.5c0 .8.7 1.5 1.5 1.5H17" />
      <path d="M6 13l4-4 3 3 2-2 6 6" />
    </>
  ),
  badge: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14l-1.5 7 5-3 5 3-1.5-7" />
    </>
  ),
  ticket: (
    <>
      <path d="M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4z" />
      <path d="M14 7v10" strokeDasharray="2 2" />
    </>
  ),
  tickets: (
    <>
      <path d="M5 9h16v2.5a1.5 1.5 0 000 3V17H5v-2.5a1.5 1.5 0 000-3z" />
      <path d="M3 14V6h15" />
    </>
  ),
  'check-in': (
    <>
      <rect x="4" y="3" width="16" height="18" rx="1.5" />
      <path d="M8 12l3 3 5-6" />
    </>
  ),
  print: (
    <>
      <path d="M7 8V3h10v5" />
      <rect x="3" y="8" width="18" height="9" rx="1.5" />
      <path d="M7 14h10v7H7z" />
    </>
  ),
  report: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 17v-3M12.5 17v-6M16 17v-4" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  settings: (
    <>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  popup: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="1.5" />
      <rect x="7" y="8" width="10" height="8" rx="1" />
    </>
  ),
  coupon: (
    <>
      <path d="M3 12V4h8l10 10-7 7z" />
      <circle cx="7.5" cy="8.5" r="1.5" />
    </>
  ),
  chart: <path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-7" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <path d="M15 4.6a3.5 3.5 0 010 6.8M17.5 14.3c2.3.7 4 2.8 4 5.7" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="14" r="4.5" />
      <path d="M11.2 10.8L20 2M16 6l3 3M14 8l2 2" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </>
  ),
  cookie: (
    <>
      <path d="M20.8 12.6A9 9 0 1111.4 3.2a3 3 0 003.6 3.6 3 3 0 005.8 5.8z" />
      <path d="M8 10h.01M9 15h.01M14 14h.01" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1.5" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="1.5" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  banner: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="1.5" />
      <path d="M6 10h8M6 14h5" />
    </>
  ),
  circle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v6M12 15v6M3 12h6M15 12h6" />
    </>
  ),
  download: <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />,
  space: <path d="M4 4h16M4 20h16M12 8v8M9 10.5L12 8l3 2.5M9 13.5l3 2.5 3-2.5" />,
  'arrow-up': <path d="M12 20V5M6 11l6-6 6 6M5 3h14" />,
  link: (
    <>
      <path d="M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1 1" />
      <path d="M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1-1" />
    </>
  ),
  training: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />
    </>
  ),
};

/** A block's icon at the size of the text around it. */
export function BlockIcon({ name, className }: { name: BlockIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
