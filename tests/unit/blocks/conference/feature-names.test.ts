import { featureNames } from '../../../../blocks/conference/conference-ticket-purchase/feature-names.ts';
import { purchaseLabels } from '../../../../blocks/conference/conference-ticket-purchase/labels.ts';
import { conference } from '../../../fixtures/conference/purchase.ts';

describe('featureNames', () => {
  it('names each feature SKU by its product, as the cart names its line, not by the option group', () => {
    const names = featureNames(conference.featureProducts, purchaseLabels.defaults.featureOption);
    expect([...names]).toEqual([
      ['CG26-STD', 'Gala dinner: Standard seat ($75.00)'],
      ['CW26-AM', 'Workshop: Morning ($25.00)'],
      ['CW26-PM', 'Workshop: Afternoon ($25.00)'],
    ]);
    expect(names.get('CG26-STD')).not.toContain('Seating');
  });

  it("fills a host's own wording", () => {
    const names = featureNames(conference.featureProducts, '{option} – {product}, {price}');
    expect(names.get('CG26-STD')).toBe('Standard seat – Gala dinner, $75.00');
  });

  it('falls back to the SKU number for a SKU without an option', () => {
    const [gala] = conference.featureProducts;
    const bare = { ...gala!, skus: [{ ...gala!.skus[0]!, options: [] }] };
    expect(featureNames([bare], '{product}: {option}').get('CG26-STD')).toBe('Gala dinner: CG26-STD');
  });
});
