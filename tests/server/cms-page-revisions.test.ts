import { describeCmsPageRevisions } from './support/cms-page-revision-cases.ts';

describeCmsPageRevisions('PGlite');
