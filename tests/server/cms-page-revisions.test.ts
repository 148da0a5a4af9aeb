import { openPglite } from '../../server/db/pglite-database.ts';
import { describeCmsPageRevisions } from './support/cms-page-revision-cases.ts';

describeCmsPageRevisions('PGlite', () => openPglite());
