/** What the launch domain announces. */
export interface LaunchEvents {
  /** The merchant announced the launch: the messenger listener sends it to customers within 24 hours. */
  'launch.announced': { announcementUuid: string };
}
