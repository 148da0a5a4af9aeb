/** Placeholder bars for a loading product block, laid out like the purchase form they stand for. */
export function PurchaseSkeleton({
  showBvPv = false,
  price = true,
  option = true,
}: {
  showBvPv?: boolean;
  price?: boolean;
  option?: boolean;
}) {
  return (
    <>
      {price && (
        <div className="cmsb-purchase__pricing">
          <span className="cmsb-skeleton cmsb-skeleton--price" />
          {showBvPv && <span className="cmsb-skeleton cmsb-skeleton--points" />}
        </div>
      )}
      {option && <SkeletonField />}
      <div className="cmsb-skeleton-row">
        <div className="cmsb-skeleton-field">
          <span className="cmsb-skeleton cmsb-skeleton--label" />
          <span className="cmsb-skeleton cmsb-skeleton--control cmsb-skeleton--quantity" />
        </div>
        <span className="cmsb-skeleton cmsb-skeleton--button" />
      </div>
    </>
  );
}

/** A labelled control: a label line and a 2.5rem control. */
export function SkeletonField() {
  return (
    <div className="cmsb-skeleton-field">
      <span className="cmsb-skeleton cmsb-skeleton--label" />
      <span className="cmsb-skeleton cmsb-skeleton--control" />
    </div>
  );
}
