/** Uploaded images: product photos and customers' deposit slips, stored with their thumbnails. */

export { registerPhotosStorageListeners } from './listeners/delete-files.ts';
export type { PhotosEvents } from './photos.events.ts';
export { PhotoType } from './photos.graphql.ts';
export { PHOTO_UPLOAD_PATH, photoUpload, serveUpload } from './photos.http.ts';
export { definePhotoJobs } from './photos.jobs.ts';
export { MAX_PHOTO_BYTES, type PhotoKind, tooLargeMessage } from './photos.rules.ts';
export {
  attachPhotos,
  attachToOrder,
  claimKeptPhoto,
  claimQrPhoto,
  deleteProductPhotos,
  dropQrPhoto,
  latestOrderPhotoLoader,
  photoByUuidLoader,
  photosLoader,
  photoUrls,
  storeImage,
  storePhoto,
} from './photos.service.ts';
export type { PhotoRow } from './photos.tables.ts';
