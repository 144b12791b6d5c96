// The ID of every layout's main region, the skip link's target.
export const mainContentId = 'main-content';
