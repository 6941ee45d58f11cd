import createCache from '@emotion/cache';

/**
 * The emotion cache of client tests: Chakra's styles go to <style> elements outside the document,
 * so jsdom neither parses them nor walks them in every getComputedStyle (each role query's
 * accessible name, each click's pointer-events check), a cost that grew with every file a worker
 * ran. No test reads the document's styles; one that must (status-badge.test.tsx) draws with a
 * cache of its own.
 */
export const detachedStyles = createCache({ key: 'css', container: document.createElement('div') });
