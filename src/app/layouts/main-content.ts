/** The id of the page's main region: the skip link's target in every layout. */
export const MAIN_CONTENT_ID = 'main-content';
