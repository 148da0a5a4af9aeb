import { defineSpacer } from '../shared/spacer/define-spacer.ts';

export default defineSpacer('large');
