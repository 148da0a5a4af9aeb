import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Product } from '#contracts/products.ts';
import { undoPopupsEndpoint, undoProductsEndpoint } from '#contracts/site-settings-undo.ts';
import {
  homePagePopupsSectionEndpoint,
  homePageProductsErrors,
  homePageProductsSectionEndpoint,
  SITE_SETTINGS_TEXTS,
  type Popup,
  type SiteSettingsSections,
} from '#contracts/site-settings.ts';
import { allow } from '../auth/guards.ts';
import { allowSiteChoosers, canManageSite, publicSite, siteNamedInQuery } from '../auth/site-access.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fieldMessage, respond } from '../http/envelope.ts';
import { readEndpointBody, readParams, tokenSchema } from '../http/validate.ts';
import {
  popupsSection,
  productChoices,
  productsSection,
  unfeaturableProductIds,
  unfeaturableText,
} from '../site/home-page-sections.ts';
import { findPopup, listPopups, popupsStore, productsStore, readHomePageSettings } from '../site/site-settings-store.ts';
import { saveSection } from '../site/section-history-store.ts';
import { revisionConflict } from '../http/revision-conflict.ts';
import { saverOf, undoHandler } from './section-history.ts';

const SiteParamsSchema = v.object({ siteId: tokenSchema('siteId') });

const invalidField = (c: Context, field: string, text: string) => respond(c, 422, null, [fieldMessage(field, 'invalid', text)]);

/**
 * The home-page settings calls (src/contracts/site-settings.ts), mounted at /api: the public GET
 * of a site's sections, the owner's PUT per section and the popups and products an owner chooses
 * from.
 */
export function siteSettingsRoutes(db: Db, store: StoreSettings) {
  const siteChoosers = allowSiteChoosers(db);
  return new Hono<AppEnv>()
    .get('/pws/popups', siteChoosers, async (c) => respond<Popup[]>(c, 200, await listPopups(db)))
    .get('/pws/home-page-product-choices', siteChoosers, async (c) => respond<Product[]>(c, 200, await productChoices(db, store)))
    .put('/pws/site-settings-section/current/homePagePopups', allow('signedIn'), async (c) => {
      const site = await siteNamedInQuery(db, c);
      const { currentPopupId, revision } = await readEndpointBody(c, homePagePopupsSectionEndpoint);
      if (currentPopupId !== null && !(await findPopup(db, currentPopupId))) {
        return invalidField(c, 'currentPopupId', SITE_SETTINGS_TEXTS.unknownPopup);
      }
      const saved = await saveSection(db, popupsStore, site.id, currentPopupId, revision, saverOf(c.var.user));
      if (saved === null) return revisionConflict(c);
      return respond(c, 200, await popupsSection(db, currentPopupId, saved));
    })
    .post(
      '/pws/site-settings-section/current/homePagePopups/undo',
      allow('signedIn'),
      undoHandler(db, undoPopupsEndpoint, popupsStore, (currentPopupId, saved) => popupsSection(db, currentPopupId, saved)),
    )
    .put('/pws/site-settings-section/current/homePageProducts', allow('signedIn'), async (c) => {
      const site = await siteNamedInQuery(db, c);
      const { revision, ...settings } = await readEndpointBody(c, homePageProductsSectionEndpoint);
      const { productIds: ruleError } = homePageProductsErrors(settings);
      if (ruleError) return invalidField(c, 'productIds', ruleError);
      const refused = await unfeaturableProductIds(db, store, settings.productIds);
      if (refused.length > 0) {
        return respond(
          c,
          422,
          null,
          refused.map(({ productId, reason }) => fieldMessage('productIds', reason, unfeaturableText(productId, reason))),
        );
      }
      const saved = await saveSection(db, productsStore, site.id, settings, revision, saverOf(c.var.user));
      if (saved === null) return revisionConflict(c);
      return respond(c, 200, await productsSection(db, store, settings, saved));
    })
    .post(
      '/pws/site-settings-section/current/homePageProducts/undo',
      allow('signedIn'),
      undoHandler(db, undoProductsEndpoint, productsStore, (settings, saved) => productsSection(db, store, settings, saved)),
    )
    .get('/pws/site-settings-section/:siteId', allow('public'), async (c) => {
      const site = await publicSite(db, readParams(c, SiteParamsSchema).siteId);
      const { currentPopupId, popupsRevision, productsRevision, ...products } = await readHomePageSettings(db, site.id);
      const [homePagePopups, homePageProducts] = await Promise.all([
        popupsSection(db, currentPopupId, popupsRevision),
        productsSection(db, store, products, productsRevision),
      ]);
      const user = c.var.user;
      return respond<SiteSettingsSections>(c, 200, {
        siteId: site.id,
        ownerUserId: site.ownerUserId,
        canEdit: user !== null && canManageSite(user, site),
        homePagePopups,
        homePageProducts,
      });
    });
}
