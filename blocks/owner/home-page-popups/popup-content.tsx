import type { Popup } from '#contracts/site-settings.ts';
import { SafeHtml } from '#ui/safe-html.tsx';

/** A popup's body: its background picture, its content (sanitised again here) and its link. */
export function PopupContent({ popup }: { popup: Popup }) {
  return (
    <div className="cmsb-popup">
      <img className="cmsb-popup__background" src={popup.backgroundImage} alt="" width={800} height={450} />
      <div className="cmsb-popup__panel">
        <SafeHtml html={popup.content} className="cmsb-popup__content" />
        {popup.linkUrl && popup.linkText ? (
          <a className="cmsb-popup__link" href={popup.linkUrl}>
            {popup.linkText}
          </a>
        ) : null}
      </div>
    </div>
  );
}
