import type { ReferenceItem } from '#contracts/references.ts';

/** One item as a picker shows it: its picture, its name and a second line (id and price, address, size). */
export function ReferenceOption({ item }: { item: ReferenceItem }) {
  return (
    <span className="cmsb-picker__item">
      {item.thumbnail !== null ? (
        <img className="cmsb-picker__thumbnail" src={item.thumbnail} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="cmsb-picker__thumbnail" aria-hidden="true" />
      )}
      <span className="cmsb-picker__label">{item.label}</span>
      {item.detail !== null && <span className="cmsb-picker__detail">{item.detail}</span>}
    </span>
  );
}
