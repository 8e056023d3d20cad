/**
 * The editor API, one encapsulated plugin with its own cookie parser and
 * error handler; every failure answers `{ status, code, message, crumbFail }`
 * (errors.ts). Every change carries the crumb (checked first, before the
 * body is read) and the owner's xsrfToken (auth.ts). The modules:
 *
 *   routes/pages.ts          /api/editor/pages...            page list, create, layout
 *   routes/page-delete.ts    DELETE /api/editor/pages/:id
 *   routes/design.ts         /api/editor/design/colours      the colour panel
 *   routes/design-settings.ts /api/editor/design/fonts, buttons, animations
 *   routes/navigation.ts     /api/widget/UpdateNavigation, /api/commondata/GetSiteLayout
 *   routes/store-setup.ts    /api/content-service/product/1.1/websites/:websiteId/products...
 *   routes/preferences.ts    /api/v1/commerce-preferences/:namespace
 *   routes/multilingual.ts   /api/multilingual/...
 *   routes/header-footer.ts  /api/site-header-footer          the header's and footer's texts
 *   routes/products.ts       /api/editor/stores...          stores and their products
 *   routes/sections.ts       /api/editor/sections...        cover page, lock screen, popup overlay, SSO screen
 *   routes/uploads.ts        /api/editor/uploads            images (its own body parser and error handler)
 *   routes/permissions.ts    /api/editor/permissions        who may edit (administrators)
 *   routes/upload-list.ts    GET /api/editor/uploads        the uploaded images, for the image pickers
 *   routes/digital-files.ts  /api/editor/products/:itemId/digital-file  a digital product's file (its own body parser)
 *   routes/preview-kit.ts    /api/editor/pages/:id/preview-kit  what the page editor's live preview renders with
 *   routes/media-collections.ts /api/editor/media-collections...  video collections and courses of lessons, their items, order and access
 *   routes/taxonomies.ts     /api/editor/taxonomies...      the tags and categories of blogs, stores and events pages: rename, remove
 *   routes/time-zones.ts        /api/editor/time-zones, /api/editor/site/time-zone  the zones (SPEC records) and the site's zone
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { crumbMatches, ensureCrumb } from '../commerce/cookies.js';
import type { AccountService } from '../session/account-service.js';
import { editorUser, ownerNeedOf, type EditorUser, type Need } from './auth.js';
import type { EditorContext } from './context.js';
import { editorError } from './errors.js';
import { toFailure } from './failure.js';
import { requestLanguage } from './request-language.js';
import { pageRoutes } from './routes/pages.js';
import { pageDeleteRoutes } from './routes/page-delete.js';
import { designRoutes } from './routes/design.js';
import { designSettingRoutes } from './routes/design-settings.js';
import { navigationRoutes } from './routes/navigation.js';
import { storeSetupRoutes } from './routes/store-setup.js';
import { preferenceRoutes } from './routes/preferences.js';
import { multilingualRoutes } from './routes/multilingual.js';
import { productRoutes } from './routes/products.js';
import { productListRoutes } from './routes/product-list.js';
import { uploadRoutes } from './routes/uploads.js';
import { headerFooterRoutes } from './routes/header-footer.js';
import { permissionRoutes } from './routes/permissions.js';
import { previewKitRoutes } from './routes/preview-kit.js';
import { uploadListRoutes } from './routes/upload-list.js';
import { sectionRoutes } from './routes/sections.js';
import { digitalFileRoutes } from './routes/digital-files.js';
import { blockSourceRoutes } from './routes/block-sources.js';
import { mediaCollectionRoutes } from './routes/media-collections.js';
import { taxonomyRoutes } from './routes/taxonomies.js';
import { mailingListRoutes } from './routes/mailing-lists.js';
import { timeZoneRoutes } from './routes/time-zones.js';

export { toFailure };

export interface EditorRoutesOptions extends Omit<EditorContext, 'user'> {
  accounts: AccountService;
  maxBodyBytes: number;
}

export async function editorRoutes(app: FastifyInstance, options: EditorRoutesOptions): Promise<void> {
  const { accounts, maxBodyBytes, ...rest } = options;
  await app.register(cookie);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(error, maxBodyBytes, requestLanguage(request));
    if (failure.status >= 500) request.log.error({ err: error }, 'editor request failed');
    else request.log.info({ code: failure.code }, failure.message);
    return reply.code(failure.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(failure);
  });
  // One owner check per request and need: the hook's answer is the handler's.
  const checked = new WeakMap<FastifyRequest, Map<Need, Promise<EditorUser>>>();
  const user = (request: FastifyRequest, need: Need): Promise<EditorUser> => {
    let byNeed = checked.get(request);
    if (!byNeed) checked.set(request, (byNeed = new Map()));
    let found = byNeed.get(need);
    if (!found) byNeed.set(need, (found = editorUser(accounts, request, need)));
    return found;
  };
  const context: EditorContext = { ...rest, user };
  app.addHook('preValidation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!read && !crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw editorError('CRUMB_FAIL');
    }
    // Who asks is settled before the body is validated: a website manager's invalid body to an ADMIN route gets 403 ADMIN_ONLY, not 400.
    await user(request, ownerNeedOf(request) ?? (read ? 'read' : 'edit'));
  });
  for (const routes of [pageRoutes, pageDeleteRoutes, designRoutes, designSettingRoutes, navigationRoutes, storeSetupRoutes, preferenceRoutes, multilingualRoutes, productRoutes, productListRoutes, headerFooterRoutes, permissionRoutes, previewKitRoutes, uploadListRoutes, sectionRoutes, mediaCollectionRoutes, taxonomyRoutes, mailingListRoutes, timeZoneRoutes]) await app.register(routes, context);
  // Uploads read bytes, not JSON: their own body parser and error handler (the upload's file name in its messages).
  await app.register(uploadRoutes, context);
  await app.register(digitalFileRoutes, context);
  await app.register(blockSourceRoutes, context);
}
