import { openPglite } from '../../server/db/pglite-database.ts';
import { describeSectionRevisions } from './support/section-revision-cases.ts';

describeSectionRevisions('PGlite', () => openPglite());
