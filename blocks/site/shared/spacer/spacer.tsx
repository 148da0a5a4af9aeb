/**
 * Vertical space between page sections. Its height is set on the slot by the host
 * stylesheet (slot.css), so the page does not move when the block mounts.
 */
export function Spacer({ size }: { size: 'medium' | 'large' }) {
  return <div className={`cmsb-spacer cmsb-spacer--${size}`} aria-hidden="true" />;
}
