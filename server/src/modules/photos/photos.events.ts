/** What the photos domain announces. */
export interface PhotosEvents {
  /** Photo rows were deleted: their stored files go after the commit (never before a rollback could undo it). */
  'photos.removed': { keys: string[] };
}
