/** The caption of a children counter that counts children shared through account links; none when there are none. */
export const sharedCaption = (shared: number): string | undefined => (shared > 0 ? `${shared} shared with you` : undefined);
