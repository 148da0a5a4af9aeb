import { describeSectionRevisions } from './support/section-revision-cases.ts';

describeSectionRevisions('PGlite');
