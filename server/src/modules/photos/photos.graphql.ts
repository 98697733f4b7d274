import { builder } from '../../graphql/builder.ts';
import type { PhotoRow } from './photos.tables.ts';

/**
 * A product photo, stored as WebP. Uploads go through `POST /uploads/photos` (raw bytes, not
 * GraphQL); a product is saved with the uploaded photos' uuids in the order to show them.
 */
export const PhotoType = builder.objectRef<PhotoRow>('Photo').implement({
  description: 'A product photo (WebP): the main image at most 1600 px, and a 320 px thumbnail.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    url: t.string({ resolve: (p, _args, ctx) => ctx.storage.url(p.key) }),
    thumbnailUrl: t.string({ resolve: (p, _args, ctx) => ctx.storage.url(p.thumbnailKey) }),
    contentType: t.exposeString('contentType'),
    bytes: t.exposeInt('bytes', { description: 'Size of the stored main image.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    position: t.exposeInt('position', { description: 'Order among the product photos; 0 is the cover.' }),
  }),
});
