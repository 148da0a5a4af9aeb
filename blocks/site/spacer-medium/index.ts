import { defineSpacer } from '../spacer/define-spacer.ts';

export default defineSpacer('medium');
