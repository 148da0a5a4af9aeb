import type { Address } from '#contracts/commerce.ts';
import { useStyles } from '#ui/use-styles.ts';
import css from './address-view.css?inline';

/** An address as lines of text; empty lines are left out. */
export function addressLines(address: Address): string[] {
  const cityLine = [address.city, [address.formattedState ?? address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.nameLine,
    address.addressLine1,
    address.addressLine2,
    cityLine,
    address.country,
    address.formattedPhone ?? address.phone,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** An address for reading (the cart's order summary, the receipt), or `empty` when it has no lines. */
export function AddressView({ address, empty }: { address: Address | null; empty: string }) {
  useStyles(css);
  const lines = address ? addressLines(address) : [];
  if (lines.length === 0) return <p className="cmsb-address-empty">{empty}</p>;
  return (
    <address className="cmsb-address">
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
