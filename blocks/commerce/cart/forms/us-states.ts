// note: the list lives in src/contracts, where the reference server's country rules read it too.
export { US_STATES } from '../../../../src/contracts/us-states.ts';
