import { openPglite } from '../../server/db/pglite-database.ts';
import { describeReferences } from './support/reference-cases.ts';

describeReferences('PGlite', () => openPglite());
