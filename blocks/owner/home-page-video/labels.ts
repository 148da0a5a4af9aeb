import { defineLabels } from '#host/labels.ts';

/**
 * Texts of the home-page video; a host overrides them as `homePageVideo.<key>`. The spec shows no
 * wording for this block (its missing-options message included), so all of it is ours.
 */
export const homePageVideoLabels = defineLabels('homePageVideo', {
  /** `{title}` is the video's title. */
  play: 'Play video: {title}',
  captions: 'Captions',
  videoUnsupported: 'Your browser cannot play this video.',
  loading: 'Loading the video…',
});

/** Texts of the owner's inline picker (the edit/ chunk). */
export const homePageVideoEditLabels = defineLabels('homePageVideoEdit', {
  legend: 'Home-page video',
  hint: 'Choose the video your visitors see. It is saved as soon as you choose it.',
  emptyTitle: 'No video yet',
  empty: 'Your home page shows no video. Choose one below and your visitors will see it here.',
  missingOptions: 'There are no videos to choose from yet, so your home page shows none. Please check back later.',
  optionsError: 'The videos to choose from could not be loaded.',
  retry: 'Try again',
  saved: 'Saved. Visitors now see this video.',
  /** `{reason}` is the server's message, or `communicationError`. */
  saveError: 'Your choice was not saved, and the video you had before is back. {reason}',
  communicationError: 'An error occurred. Please ensure you are connected to the internet and try again.',
});
