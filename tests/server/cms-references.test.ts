import { describeReferences } from './support/reference-cases.ts';

describeReferences('PGlite');
