import css from './slot-notice.css?inline';
import { adoptStyles } from '#ui/adopt-styles.ts';

/**
 * Shows editors why a slot did not mount; visitors never see it (edit mode only). It can be
 * focused, so a long notice that scrolls inside a small slot can be scrolled from the keyboard.
 */
export function showSlotNotice(doc: Document, slot: Element, message: string): HTMLElement {
  adoptStyles(css, doc);
  const notice = doc.createElement('div');
  notice.className = 'cmsb-slot-notice';
  notice.setAttribute('role', 'note');
  notice.tabIndex = 0;
  notice.textContent = message;
  slot.appendChild(notice);
  return notice;
}
