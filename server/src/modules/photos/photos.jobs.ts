import type { ContextBase } from '../../graphql/context.ts';
import { sweepStalePhotos } from './photos.service.ts';

export const PHOTO_SWEEP_JOB = 'photos.sweep-unattached';

/** Hourly: photos uploaded but never saved with a product are deleted after a day, files included. */
export function definePhotoJobs(base: ContextBase): void {
  base.jobs.define(
    PHOTO_SWEEP_JOB,
    async () => {
      const removed = await sweepStalePhotos(base);
      if (removed) base.log.info({ removed }, 'swept unattached photos');
    },
    60 * 60_000,
  );
}
